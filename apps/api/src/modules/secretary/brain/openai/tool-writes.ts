// The tools that write: book (one service or several back to back, maybe for someone else),
// reschedule (one atomic move), cancel and confirm. Every write goes through `input.tools`, which
// is the shared safety layer: without the client's agreement a call only yields a proposal.
import type { TBrainSchedule, TBrainTurnInput, TToolResult } from '../types.js';
import { addDays, localNow, zoned } from '../embedded/dates.js';
import { speakDateTime } from '../embedded/format.js';
import type { TToolArgs } from './tool-defs.js';
import { resolveProfessional, resolveVisit } from './resolve.js';
import { offsetsOf } from './tool-slots.js';
import { localIso, needsAgreement, toInstant, type TToolRunState } from './tool-support.js';

const MINUTE = 60_000;
const mineUpcoming = async (input: TBrainTurnInput, id: string) =>
  (await input.tools.listAppointments('upcoming')).find((s) => s.id === id && s.status !== 'canceled');

/** A refused write as the model reads it: a taken time comes with nearby alternatives. */
async function refusal(input: TBrainTurnInput, r: Extract<TToolResult<unknown>, { ok: false }>, q: { serviceId: string; at: Date }) {
  if (r.reason === 'needs_agreement') return needsAgreement(r.message);
  if (r.reason !== 'taken') return { ok: false, error: r.message };
  const tz = input.settings.timezone;
  const alternatives = (
    await input.tools.findSlots({
      serviceId: q.serviceId,
      from: new Date(Math.max(q.at.getTime() - 4 * 3_600_000, input.now.getTime())),
      to: zoned(addDays(localNow(q.at, tz).date, 2), 0, tz),
      limit: 50,
    })
  )
    .filter((s) => s.start_at.getTime() !== q.at.getTime())
    .slice(0, Math.max(1, input.settings.limit_suggestions_per_period));
  return {
    ok: false,
    error: 'horário já ocupado',
    alternatives: alternatives.map((s) => ({
      start_at: localIso(s.start_at, tz),
      professional: s.professional,
      label: speakDateTime(s.start_at, tz),
    })),
  };
}

const written = (s: TBrainSchedule, tz: string) => ({
  schedule_id: s.id,
  service: s.service_title,
  professional: s.professional,
  when: speakDateTime(s.start_at, tz),
  ...(s.display_name ? { for_name: s.display_name } : {}),
});

export async function bookAppointment(input: TBrainTurnInput, run: TToolRunState, args: TToolArgs<'book_appointment'>): Promise<object> {
  const { tools, settings } = input;
  const tz = settings.timezone;
  const visit = resolveVisit(input, args.services);
  if (!visit.ok) return { error: visit.error };
  const at = toInstant(args.start_at, tz);
  if (!at) return { error: 'horário inválido: use YYYY-MM-DDTHH:mm' };
  if (at <= input.now)
    return { error: `Esse horário já passou: agora é ${speakDateTime(input.now, tz)}. Diga isso ao cliente com gentileza.` };
  if (!tools.bookVisit) return { error: 'agendamento indisponível; transfira para a equipe' };
  const upcoming = await tools.listAppointments('upcoming');
  if (args.schedule_id && !upcoming.some((s) => s.id === args.schedule_id && s.status !== 'canceled'))
    return { error: 'agendamento não encontrado entre os do cliente; use list_my_appointments' };
  const offsets = offsetsOf(visit.value);
  // Services already written at that time (an earlier turn agreed to them) are not booked twice.
  const already = (i: number) =>
    upcoming.some(
      (s) =>
        s.status !== 'canceled' &&
        s.service_id === visit.value[i]!.service.id &&
        s.start_at.getTime() === at.getTime() + offsets[i]! * MINUTE,
    );
  if (!args.schedule_id && visit.value.every((_, i) => already(i)))
    return { ok: true, already_booked: true, message: 'Esses serviços já estão agendados nesse horário.' };
  // The whole visit is one proposal and one write (all or nothing), never item by item.
  const r = await tools.bookVisit({
    scheduleId: args.schedule_id ?? null,
    startAt: at,
    items: visit.value.map((it) => ({ serviceId: it.service.id, calendarId: it.professional?.calendar_id ?? null })),
    displayName: args.for_name ?? null,
  });
  if (!r.ok) return refusal(input, r, { serviceId: visit.value[0]!.service.id, at });
  for (const s of r.value)
    run.actions.push({ type: s.id === args.schedule_id ? 'reschedule' : 'book', schedule_id: s.id, start_at: s.start_at.toISOString() });
  return { ok: true, booked: r.value.map((s) => written(s, tz)) };
}

export async function rescheduleAppointment(
  input: TBrainTurnInput,
  run: TToolRunState,
  args: TToolArgs<'reschedule_appointment'>,
): Promise<object> {
  const tz = input.settings.timezone;
  const mine = await mineUpcoming(input, args.schedule_id);
  if (!mine) return { error: 'agendamento não encontrado entre os do cliente; use list_my_appointments' };
  const at = toInstant(args.start_at, tz);
  if (!at) return { error: 'horário inválido: use YYYY-MM-DDTHH:mm' };
  if (at <= input.now) return { error: `Esse horário já passou: agora é ${speakDateTime(input.now, tz)}.` };
  let calendarId: string | null = null;
  if (args.professional) {
    const service = input.services.find((s) => s.id === mine.service_id);
    const pro = resolveProfessional(input, args.professional, service);
    if (!pro.ok) return { error: pro.error };
    calendarId = pro.value.calendar_id;
  }
  const r = await input.tools.reschedule({ scheduleId: mine.id, startAt: at, calendarId });
  if (!r.ok) return refusal(input, r, { serviceId: mine.service_id, at });
  run.actions.push({ type: 'reschedule', schedule_id: r.value.id, start_at: r.value.start_at.toISOString() });
  return { ok: true, moved: written(r.value, tz), from: speakDateTime(mine.start_at, tz) };
}

export async function cancelOrConfirm(
  input: TBrainTurnInput,
  run: TToolRunState,
  kind: 'cancel' | 'confirm',
  args: TToolArgs<'cancel_appointment'>,
): Promise<object> {
  const mine = await mineUpcoming(input, args.schedule_id);
  if (!mine) return { error: 'agendamento não encontrado entre os do cliente; use list_my_appointments' };
  const r =
    kind === 'cancel'
      ? await input.tools.cancel({ scheduleId: mine.id, reason: 'Cancelado pelo cliente no chat' })
      : await input.tools.confirm({ scheduleId: mine.id });
  if (!r.ok) return r.reason === 'needs_agreement' ? needsAgreement(r.message) : { ok: false, error: r.message };
  run.actions.push({ type: kind, schedule_id: mine.id, start_at: mine.start_at.toISOString() });
  return {
    ok: true,
    ...written(mine, input.settings.timezone),
    ...(kind === 'cancel' && input.settings.cancelation_observations ? { observations: input.settings.cancelation_observations } : {}),
  };
}
