import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const production = (env: Record<string, string>) => () => loadConfig({ NODE_ENV: 'production', ...env });
const STRONG = '9f2c4e7a1b8d3f60c5e29a7d4b1f8e3c6a0d9b2e5f8c1a4d7e0b3f6a9c2d5e8f';

describe('insecure defaults (issue 8, defect 10)', () => {
  it('binds 127.0.0.1 unless HOST is set', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('the docker stack sets HOST=0.0.0.0 so nginx can reach the API containers', () => {
    const compose = readFileSync(join(repoRoot, 'infra/compose.yaml'), 'utf8');
    expect(compose).toMatch(/^\s+HOST: 0\.0\.0\.0$/m);
  });

  it('production refuses the JWT_SECRET placeholder of infra/production.env.example', () => {
    const example = readFileSync(join(repoRoot, 'infra/production.env.example'), 'utf8');
    const placeholder = example.match(/^JWT_SECRET=(.*)$/m)?.[1];
    expect(placeholder).toMatch(/^\S{16,}$/);
    expect(production({ JWT_SECRET: placeholder! })).toThrow(/JWT_SECRET/);
    // Development and tests keep working with it.
    expect(loadConfig({ NODE_ENV: 'development', JWT_SECRET: placeholder! }).JWT_SECRET).toBe(placeholder);
  });

  it('production refuses missing, short, placeholder-like and low-variety secrets', () => {
    expect(production({})).toThrow(/JWT_SECRET/);
    expect(production({ JWT_SECRET: 'a1b2c3d4e5f6a7b8c9' })).toThrow(/at least 24/);
    expect(production({ JWT_SECRET: 'please-change-me-before-going-live-123' })).toThrow(/placeholder/);
    expect(production({ JWT_SECRET: 'your_secret_goes_in_this_place_2024' })).toThrow(/placeholder/);
    expect(production({ JWT_SECRET: 'abababababababababababababababab' })).toThrow(/distinct/);
    expect(production({ JWT_SECRET: STRONG })().JWT_SECRET).toBe(STRONG);
  });
});

describe('Pix PSP client certificate paths', () => {
  it('stop the boot when a configured file is missing, and an empty value means none', () => {
    expect(() => loadConfig({ PIX_PSP_CERT_P12_PATH: '/nowhere/efi.p12' })).toThrow(/PIX_PSP_CERT_P12_PATH: file not found/);
    expect(loadConfig({ PIX_PSP_CERT_P12_PATH: '' }).PIX_PSP_CERT_P12_PATH).toBeUndefined();
    expect(loadConfig({ PIX_PSP_CA_PATH: fileURLToPath(import.meta.url) }).PIX_PSP_CA_PATH).toBe(fileURLToPath(import.meta.url));
  });
});
