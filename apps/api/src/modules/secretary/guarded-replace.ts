// The safety layer's "replace": another service instead of an existing appointment's one, as ONE
// change the client agrees to with one yes. The new service is checked free at the new time with
// the old appointment left out (it goes in the same transaction), and never overlapping another.
import type { TAppContext } from '../../lib/context.js';
import { findAvailableSlots } from '../scheduling/service.js';
import type { TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import type { TToolResult } from './brain/types.js';
import { heldRefusal } from './held-refusal.js';

type TFail = Extract<TToolResult<never>, { ok: false }>;
type TReplaceTarget = { service_id: string; calendar_id: string; start_at: string; schedule_id: string };

const MINUTE = 60_000;

export async function prepareReplace(
  ctx: TAppContext,
  opts: { companyId: string; tz: string; mine: TScheduleDto[]; duration: (serviceId: string) => Promise<number | null> },
  q: { scheduleId?: string; serviceId?: string; calendarId?: string | null; startAt?: Date },
): Promise<{ target: TReplaceTarget; from: string } | TFail> {
  const existing = opts.mine.find((s) => s.id === q.scheduleId);
  if (!existing) return { ok: false, reason: 'not_found', message: 'Agendamento não encontrado entre os do cliente.' };
  const minutes = q.serviceId ? await opts.duration(q.serviceId) : null;
  if (!q.serviceId || minutes === null) return { ok: false, reason: 'not_found', message: 'Serviço não encontrado.' };
  if (q.serviceId === existing.service_id)
    return {
      ok: false,
      reason: 'invalid',
      message: 'É o mesmo serviço: para mudar o horário, use a remarcação.',
      refusal: { kind: 'move_asked' },
    };
  const start = q.startAt ?? new Date(existing.start_at);
  if (start <= ctx.now()) return { ok: false, reason: 'invalid', message: 'Esse horário já passou.' };
  const end = start.getTime() + minutes * MINUTE;
  const clash = opts.mine.find(
    (s) => s.id !== existing.id && new Date(s.start_at).getTime() < end && start.getTime() < new Date(s.end_at).getTime(),
  );
  if (clash) return heldRefusal(clash, opts.tz, 'moved');
  const slots = await findAvailableSlots(ctx, {
    companyId: opts.companyId,
    serviceId: q.serviceId,
    from: start,
    to: new Date(start.getTime() + MINUTE),
    limit: 50,
    excludeScheduleIds: [existing.id],
  });
  const ids = slots.filter((s) => s.start_at.getTime() === start.getTime()).map((s) => s.calendar_id);
  const asked = q.calendarId ?? null;
  const calendar = asked
    ? ids.includes(asked)
      ? asked
      : null
    : ids.includes(existing.calendar_id)
      ? existing.calendar_id
      : (ids[0] ?? null);
  if (!calendar) return { ok: false, reason: 'taken', message: 'Este horário não está livre para o novo serviço.' };
  return {
    target: { service_id: q.serviceId, calendar_id: calendar, start_at: start.toISOString(), schedule_id: existing.id },
    from: new Date(existing.start_at).toISOString(),
  };
}
