import { describe, expect, it } from 'vitest';
import { ownOnDay } from './own-day.js';

const TZ = 'America/Sao_Paulo';
const at = (iso: string) => ({ start_at: new Date(`${iso}-03:00`).toISOString() });

describe('a day that names an appointment the client has', () => {
  const nextThursday = at('2026-03-12T10:00:00');
  const friday = at('2026-03-06T15:00:00');

  it('is that day when the client has one on it', () => {
    expect(ownOnDay([nextThursday, friday], '2026-03-06', TZ)).toEqual([friday]);
  });

  it('is the same weekday a week on when the day itself has none ("o corte de quinta" said on a Thursday)', () => {
    expect(ownOnDay([nextThursday, friday], '2026-03-05', TZ)).toEqual([nextThursday]);
  });

  it('matches nothing when neither that day nor a week on has one', () => {
    expect(ownOnDay([nextThursday, friday], '2026-03-07', TZ)).toEqual([]);
  });
});
