// record_request (what the client asked for, kept by the shared safety layer so a write that
// contradicts it is refused) and replace_service (another service instead of an appointment's
// one, as one change through the same layer).
import type { TBrainTurnInput } from '../types.js';
import { speakDateTime } from '../embedded/format.js';
import type { TToolArgs } from './tool-defs.js';
import { resolveProfessional, resolveService, resolveServicePro } from './resolve.js';
import { minutesOf, needsAgreement, toInstant, type TToolRunState } from './tool-support.js';

const PART_KEYS = { manha: 'morning', tarde: 'afternoon', noite: 'evening' } as const;

/** The local [from, to) minutes of a part of the day, from the company's windows; null = the whole day. */
export function periodWindow(input: TBrainTurnInput, period: TToolArgs<'find_free_slots'>['period']): { from: number; to: number } | null {
  if (!period || period === 'qualquer') return null;
  const part = input.company.day_parts.find((p) => p.key === PART_KEYS[period]);
  return part ? { from: minutesOf(part.from), to: minutesOf(part.to) } : null;
}

export function recordRequest(input: TBrainTurnInput, args: TToolArgs<'record_request'>): object {
  const serviceIds: string[] = [];
  for (const given of args.services ?? []) {
    const service = resolveService(input, given);
    if (!service.ok) return { error: service.error };
    serviceIds.push(service.value.id);
  }
  let calendarId: string | null | undefined = args.professional === null ? null : undefined;
  if (args.professional) {
    const only = serviceIds.length === 1 ? input.services.find((s) => s.id === serviceIds[0]) : undefined;
    const pro = resolveProfessional(input, args.professional, only);
    if (!pro.ok) return { error: pro.error };
    calendarId = pro.value.calendar_id;
  }
  let window = args.period === undefined ? undefined : periodWindow(input, args.period);
  if (args.from || args.to) window = { from: args.from ? minutesOf(args.from) : 0, to: args.to ? minutesOf(args.to) : 1440 };
  if (window && window.from >= window.to) return { error: 'janela de horário vazia: from deve ser antes de to' };
  input.tools.constrain?.({
    ...(args.services ? { serviceIds } : {}),
    ...(calendarId === undefined ? {} : { calendarId }),
    ...(args.date === undefined ? {} : { date: args.date }),
    ...(window === undefined ? {} : { window }),
    ...(args.for_name === undefined ? {} : { forName: args.for_name }),
  });
  return { ok: true, recorded: true };
}

export async function replaceService(input: TBrainTurnInput, run: TToolRunState, args: TToolArgs<'replace_service'>): Promise<object> {
  const tz = input.settings.timezone;
  const mine = (await input.tools.listAppointments('upcoming')).find((s) => s.id === args.schedule_id && s.status !== 'canceled');
  if (!mine) return { error: 'agendamento não encontrado entre os do cliente; use list_my_appointments' };
  const asked = resolveServicePro(input, args.service, args.professional);
  if (!asked.ok) return { error: asked.error };
  const { service, calendarId } = asked.value;
  const at = args.start_at ? toInstant(args.start_at, tz) : mine.start_at;
  if (!at) return { error: 'horário inválido: use YYYY-MM-DDTHH:mm' };
  if (!input.tools.replace) return { error: 'troca de serviço indisponível; transfira para a equipe' };
  const r = await input.tools.replace({ scheduleId: mine.id, serviceId: service.id, calendarId, startAt: at });
  if (!r.ok) return r.reason === 'needs_agreement' ? needsAgreement(r.message) : { ok: false, error: r.message };
  run.actions.push({ type: 'reschedule', schedule_id: r.value.id, start_at: r.value.start_at.toISOString() });
  return {
    ok: true,
    replaced: { service: mine.service_title, when: speakDateTime(mine.start_at, tz) },
    now: {
      schedule_id: r.value.id,
      service: r.value.service_title,
      professional: r.value.professional,
      when: speakDateTime(r.value.start_at, tz),
    },
  };
}
