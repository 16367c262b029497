import { describe, expect, it } from 'vitest';
import { AUTO_PILOT_INTENSITY_INFO, AUTO_PILOT_STATUSES, canTransitionAutoPilot } from './auto-pilot';

describe('canTransitionAutoPilot', () => {
  const allowed = new Set(['running→paused_manually', 'paused_manually→running']);

  it.each(AUTO_PILOT_STATUSES.flatMap((from) => AUTO_PILOT_STATUSES.map((to) => [from, to] as const)))('%s → %s', (from, to) => {
    expect(canTransitionAutoPilot(from, to)).toBe(allowed.has(`${from}→${to}`));
  });
});

describe('auto pilot intensities', () => {
  it('match the table of docs/spec.md §4', () => {
    expect(AUTO_PILOT_INTENSITY_INFO.smooth).toMatchObject({ minDaysBetweenMessages: 15, maxDaysBetweenMessages: 25, attemptsPerStage: 3 });
    expect(AUTO_PILOT_INTENSITY_INFO.balanced).toMatchObject({
      minDaysBetweenMessages: 10,
      maxDaysBetweenMessages: 15,
      attemptsPerStage: 4,
    });
    expect(AUTO_PILOT_INTENSITY_INFO.intense).toMatchObject({ minDaysBetweenMessages: 5, maxDaysBetweenMessages: 10, attemptsPerStage: 5 });
  });
});
