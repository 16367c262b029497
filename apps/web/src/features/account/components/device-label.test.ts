import { describe, expect, it } from 'vitest';
import { deviceLabel } from './device-label';

describe('deviceLabel', () => {
  it('names the browser and the system in Portuguese', () => {
    expect(deviceLabel('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36')).toBe(
      'Chrome no Linux',
    );
    expect(
      deviceLabel('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1'),
    ).toBe('Safari no iPhone');
    expect(deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0')).toBe(
      'Edge no Windows',
    );
    expect(deviceLabel('Mozilla/5.0 (Linux; Android 14) Gecko/20100101 Firefox/133.0')).toBe('Firefox no Android');
  });

  it('says so when it cannot tell', () => {
    expect(deviceLabel(null)).toBe('Aparelho desconhecido');
    expect(deviceLabel('curl/8.5.0')).toBe('Aparelho desconhecido');
  });
});
