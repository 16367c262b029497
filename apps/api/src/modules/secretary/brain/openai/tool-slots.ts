// find_free_slots: the free start times of a visit (one service, or several back to back, each with
// its professional when named) in a day and part of the day, spread over the window and recorded
// as offered, so the safety layer accepts a later pick of one of them.
import type { TBrainSlot, TBrainTurnInput } from '../types.js';
import { localNow, zoned } from '../embedded/dates.js';
import { speakDateTime } from '../embedded/format.js';
import type { TToolArgs } from './tool-defs.js';
import { resolveVisit, type TVisitItem } from './resolve.js';
import { closedDayNote, localIso, type TToolRunState } from './tool-support.js';
import { periodWindow } from './tool-request.js';

const MINUTE = 60_000;

/** Offsets (minutes after the visit's start) of each item of a back-to-back visit. */
export const offsetsOf = (items: TVisitItem[]) =>
  items.map((_, i) => items.slice(0, i).reduce((sum, it) => sum + it.service.duration_in_minutes, 0));

/** Keeps the start times at which every later item of the visit is free right after the one before. */
async function backToBack(input: TBrainTurnInput, items: TVisitItem[], slots: TBrainSlot[], to: Date): Promise<TBrainSlot[]> {
  if (items.length < 2 || !slots.length) return slots;
  const offsets = offsetsOf(items);
  const free: Set<number>[] = [];
  for (const [i, item] of items.entries()) {
    if (i === 0) continue;
    const later = await input.tools.findSlots({
      serviceId: item.service.id,
      from: new Date(slots[0]!.start_at.getTime() + offsets[i]! * MINUTE),
      to: new Date(to.getTime() + offsets[i]! * MINUTE),
      limit: 500,
      calendarId: item.professional?.calendar_id ?? null,
    });
    free[i] = new Set(later.map((s) => s.start_at.getTime()));
  }
  return slots.filter((s) => offsets.every((off, i) => i === 0 || free[i]!.has(s.start_at.getTime() + off * MINUTE)));
}

/** At most `limit` slots, spread over the window (first and last included). */
function spread(slots: TBrainSlot[], limit: number): TBrainSlot[] {
  if (slots.length <= limit) return slots;
  const step = (slots.length - 1) / (limit - 1 || 1);
  return Array.from({ length: limit }, (_, i) => slots[Math.round(i * step)]!);
}

export async function findFreeSlots(input: TBrainTurnInput, run: TToolRunState, args: TToolArgs<'find_free_slots'>): Promise<object> {
  const { tools, settings } = input;
  const tz = settings.timezone;
  const visit = resolveVisit(input, args.services);
  if (!visit.ok) return { error: visit.error };
  let scheduleId: string | null = null;
  if (args.schedule_id) {
    const mine = (await tools.listAppointments('upcoming')).find((s) => s.id === args.schedule_id);
    if (!mine) return { error: 'agendamento não encontrado entre os do cliente' };
    scheduleId = mine.id;
  }
  const closed = closedDayNote(input, args.date);
  if (closed) return { slots: [], closed: true, message: closed };
  const window = periodWindow(input, args.period);
  // What the client asked for, as searched: a later write must match it (the safety layer checks).
  tools.constrain?.({
    serviceIds: visit.value.map((it) => it.service.id),
    date: args.date,
    ...(window ? { window } : {}),
    ...(visit.value[0]!.professional ? { calendarId: visit.value[0]!.professional.calendar_id } : {}),
  });
  const [a, b] = window ? [window.from, window.to] : [0, 1440];
  const to = zoned(args.date, b, tz);
  if (to <= input.now) return { slots: [], past: true, message: `Esse horário já passou: agora é ${speakDateTime(input.now, tz)}.` };
  const first = visit.value[0]!;
  const from = new Date(Math.max(zoned(args.date, a, tz).getTime(), input.now.getTime()));
  const candidates = await tools.findSlots({
    serviceId: first.service.id,
    from,
    to,
    limit: 200,
    calendarId: first.professional?.calendar_id ?? null,
  });
  const fitting = await backToBack(input, visit.value, candidates, to);
  const picked = spread(fitting, Math.max(1, settings.limit_suggestions_per_period));
  run.actions.push({ type: 'find_slots', detail: `${picked.length}` });
  const shown = tools.offer ? await tools.offer({ serviceId: first.service.id, scheduleId, slots: picked }) : picked;
  const offsets = offsetsOf(visit.value);
  return {
    day: localNow(zoned(args.date, 720, tz), tz).date,
    services: visit.value.map((it) => it.service.title),
    slots: shown.map((s) => ({
      start_at: localIso(s.start_at, tz),
      professional: s.professional ?? first.professional?.title,
      professional_id: s.calendar_id,
      label: `${speakDateTime(s.start_at, tz)}${s.professional ? ` com ${s.professional}` : ''}`,
      ...(visit.value.length > 1
        ? {
            visit: visit.value.map(
              (it, i) => `${it.service.title} às ${localIso(new Date(s.start_at.getTime() + offsets[i]! * MINUTE), tz).slice(11)}`,
            ),
          }
        : {}),
    })),
    ...(shown.length
      ? {}
      : {
          message: 'Nenhum horário livre nesse dia e período: ofereça outro dia ou período e a lista de espera desse dia (join_waitlist).',
        }),
  };
}
