// A visit as ONE change the client agrees to with one yes: several services back to back (each
// maybe with its own professional), optionally after an existing appointment that stays or moves
// with them (adding a service to it). Every part is checked like a single write, proposed together,
// and written in one transaction: all or nothing.
import type { TBrainProposal, TBrainSchedule, TBrainTools, TToolResult } from './brain/types.js';
import type { TAsk, TFail, TRawTools, TTarget } from './guarded-actions.js';
import { visitProposalText, type TGuardState } from './dialogue-state.js';

/** The services written together, and the existing appointment they follow (its clash is not one). */
export type TVisitPart = { services: string[]; after?: string | null };
type TPrepared = { target: TTarget; from: string | null };

export interface TGuardCore {
  st: TGuardState;
  tz: string;
  raw: TRawTools;
  prepare(action: 'book' | 'move', q: TAsk, visit?: TVisitPart): Promise<TPrepared | TFail>;
  consented(action: 'book' | 'move', t: TTarget): Promise<boolean>;
  propose(action: 'book' | 'move', t: TTarget, from: string | null, inVisit?: boolean): Promise<TBrainProposal>;
  afterWrite(action: 'book' | 'move', t: TTarget): void;
  durationOf(serviceId: string): Promise<number | null>;
  setProposed(p: TBrainProposal): void;
}

const MINUTE = 60_000;
const fail = (reason: TFail['reason'], message: string): TFail => ({ ok: false, reason, message });

export async function guardedVisit(core: TGuardCore, q: Parameters<NonNullable<TBrainTools['bookVisit']>>[0]) {
  if (!q.items.length) return fail('invalid', 'Visita sem serviços.');
  if (!core.raw.writeVisit) return fail('invalid', 'Visita indisponível.');
  const parts: Array<TPrepared & { action: 'book' | 'move' }> = [];
  let at = q.startAt.getTime();
  let visit: TVisitPart = { services: q.items.map((i) => i.serviceId) };
  if (q.scheduleId) {
    const existing = (await core.raw.listAppointments('upcoming')).find((s) => s.id === q.scheduleId && s.status !== 'canceled');
    if (!existing) return fail('not_found', 'Agendamento não encontrado entre os do cliente.');
    visit = { services: [existing.service_id, ...visit.services], after: existing.id };
    if (existing.start_at.getTime() !== at) {
      const moved = await core.prepare('move', { scheduleId: existing.id, startAt: q.startAt, calendarId: null }, visit);
      if ('ok' in moved) return moved;
      parts.push({ action: 'move', ...moved });
    }
    at += ((await core.durationOf(existing.service_id)) ?? 0) * MINUTE;
  }
  for (const item of q.items) {
    // A part never starts before the one before it ends.
    if (item.startAt && item.startAt.getTime() < at) return fail('invalid', 'As partes da visita se sobrepõem.');
    const start = item.startAt?.getTime() ?? at;
    // (Starting when the part before it ends, its start may be off the grid: visit-next-part.ts.)
    const follows = start === at && (parts.length > 0 || !!visit.after);
    const ready = await core.prepare(
      'book',
      { serviceId: item.serviceId, calendarId: item.calendarId, startAt: new Date(start), displayName: q.displayName ?? null, follows },
      visit,
    );
    if ('ok' in ready) return ready;
    parts.push({ action: 'book', ...ready });
    at = start + ((await core.durationOf(item.serviceId)) ?? 0) * MINUTE;
  }
  if ((await Promise.all(parts.map((p) => core.consented(p.action, p.target)))).every(Boolean)) {
    const move = parts.find((p) => p.action === 'move')?.target;
    const r = await core.raw.writeVisit({
      move: move ? { scheduleId: move.schedule_id!, calendarId: move.calendar_id, startAt: new Date(move.start_at) } : null,
      items: parts
        .filter((p) => p.action === 'book')
        .map(({ target: t }) => ({
          serviceId: t.service_id,
          calendarId: t.calendar_id,
          startAt: new Date(t.start_at),
          displayName: t.display_name ?? null,
        })),
    });
    if (r.ok) for (const p of parts) core.afterWrite(p.action, p.target);
    return r;
  }
  const proposals: TBrainProposal[] = [];
  for (const p of parts) proposals.push(await core.propose(p.action, p.target, p.from, true));
  const whole = { ...proposals[proposals.length - 1]!, text: visitProposalText(proposals, core.tz) };
  core.setProposed(whole);
  return { ok: false as const, reason: 'needs_agreement' as const, message: whole.text, proposal: whole };
}

type TVisitWrite = {
  move: { scheduleId: string; calendarId: string; startAt: Date } | null;
  items: { serviceId: string; calendarId: string; startAt: Date; displayName: string | null }[];
};
export type TWriteVisit = (q: TVisitWrite) => Promise<TToolResult<TBrainSchedule[]>>;
