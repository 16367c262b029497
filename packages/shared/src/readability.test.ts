import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { READABILITY_LEVELS, readabilityLevel } from './readability';

describe('readabilityLevel', () => {
  it.each([
    [-20, 'very_confusing', 'Muito confuso', 2],
    [29.99, 'very_confusing', 'Muito confuso', 2],
    [30, 'difficult', 'Difícil', 2],
    [49.99, 'difficult', 'Difícil', 2],
    [50, 'fairly_difficult', 'Razoavelmente difícil', 1],
    [59.99, 'fairly_difficult', 'Razoavelmente difícil', 1],
    [60, 'standard', 'Padrão', 0],
    [69.99, 'standard', 'Padrão', 0],
    [70, 'fairly_easy', 'Razoavelmente fácil', 0],
    [79.99, 'fairly_easy', 'Razoavelmente fácil', 0],
    [80, 'easy', 'Fácil', 0],
    [89.99, 'easy', 'Fácil', 0],
    [90, 'very_easy', 'Muito fácil', 0],
    [121, 'very_easy', 'Muito fácil', 0],
  ])('%d → %s', (score, level, label, warningLevel) => {
    expect(readabilityLevel(score)).toEqual({ level, label, warningLevel });
  });

  it('throws on NaN', () => {
    expect(() => readabilityLevel(Number.NaN)).toThrow(RangeError);
  });

  it('never gets harder as the score rises, and warnings never grow', () => {
    const score = fc.double({ min: -200, max: 200, noNaN: true });
    fc.assert(
      fc.property(score, score, (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const x = readabilityLevel(lo);
        const y = readabilityLevel(hi);
        return READABILITY_LEVELS.indexOf(x.level) <= READABILITY_LEVELS.indexOf(y.level) && x.warningLevel >= y.warningLevel;
      }),
    );
  });
});
