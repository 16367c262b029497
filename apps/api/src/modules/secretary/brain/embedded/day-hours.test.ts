// A time asked outside the day's opening hours gets the hours, then the nearest free times.
import { describe, expect, it } from 'vitest';
import { talk } from './test-talk.js';

describe('a time outside opening hours', () => {
  it('"sexta às 20h" says the shop closes at 19:00 and books nothing', async () => {
    const { out, actions } = await talk(['corte sexta às 20h']);
    expect(out[0]).toContain('atendemos até as 19:00, então às 20:00 não consigo');
    expect(actions[0]?.filter((a) => a.type === 'book')).toEqual([]);
  });
  it('a time inside the hours that is taken keeps the plain answer', async () => {
    const { out } = await talk(['corte sexta às 20h', 'e sexta 10h?']);
    expect(out[1]).not.toContain('atendemos até');
  });
});
