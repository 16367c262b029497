// Which free slots to show: the first day that has any, spread over it or nearest a wanted time.
import type { TBrainSlot } from '../types.js';
import { localDateOf } from './format.js';
import { toLocal } from '../../../scheduling/tz.js';

export function minutesOf(at: Date, tz: string): number {
  // (Our cached offsets, not dayjs's tz plugin: this runs for every free slot of a turn.)
  return toLocal(tz, at.getTime()).minute;
}

/** Up to `n` slots of the first day that has any, spread over that day. */
export function pick(slots: TBrainSlot[], n: number, tz: string, around?: number): TBrainSlot[] {
  if (slots.length === 0) return [];
  const day = localDateOf(slots[0]!.start_at, tz);
  const unique = new Map<number, TBrainSlot>();
  for (const s of slots) if (localDateOf(s.start_at, tz) === day && !unique.has(s.start_at.getTime())) unique.set(s.start_at.getTime(), s);
  let list = [...unique.values()];
  if (around !== undefined) {
    list = list
      .sort(
        (a, b) =>
          Math.abs(minutesOf(a.start_at, tz) - around) - Math.abs(minutesOf(b.start_at, tz) - around) ||
          a.start_at.getTime() - b.start_at.getTime(),
      )
      .slice(0, n)
      .sort((a, b) => a.start_at.getTime() - b.start_at.getTime());
    return list;
  }
  if (list.length <= n) return list;
  if (n === 1) return [list[0]!];
  const out: TBrainSlot[] = [];
  for (let i = 0; i < n; i++) out.push(list[Math.round((i * (list.length - 1)) / (n - 1))]!);
  return out;
}
