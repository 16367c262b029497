// The safety layer both brains act through. A booking, move or cancel is written only when the
// client's own message agrees to a proposal shown in the previous assistant message (naming the
// service, the professional, the weekday with date and the time); otherwise the call turns into
// that proposal. A move is one reschedule of the existing row, never a second booking, and no
// write may leave the client with two overlapping appointments.
import type { TAppContext } from '../../lib/context.js';
import type { TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import { listClientSchedules } from '../scheduling/service.js';
import { listCalendarRows, listServiceRows } from '../scheduling/repo-catalog.js';
import type { TBrainProposal, TBrainSlot, TBrainTools, TRefusal, TToolResult } from './brain/types.js';
import { speakDateTime } from './brain/embedded/format.js';
import { goalAfter, isChangeOfMind, refusesProposal } from './consent.js';
import { onlyChecksFirst } from './consent-checks-first.js';
import { forSomeoneElse, samePerson } from './guarded-overlap.js';
import { consentedTo, onTable, sameTarget, withoutPutOff } from './guarded-consent.js';
import { clockMinutes, saidAsChange } from './guarded-clock.js';
import { keepBeside, movesInstead, noProposal, wroteBeside } from './guarded-beside.js';
import { withoutKeptClauses } from './brain/embedded/kept-clauses.js';
import { prepareReplace } from './guarded-replace.js';
import { freeCalendar } from './free-calendar.js';
import { heldRefusal } from './held-refusal.js';
import { contradiction, recordConstraints } from './guarded-constraints.js';
import { guardedVisit, type TGuardCore, type TVisitPart, type TWriteVisit } from './guarded-visit.js';
import { proposalText, readGuardState, type TGuardState } from './dialogue-state.js';
import { guardedWaitlist, type TWriteWaitlist } from './guarded-waitlist.js';

export type TRawTools = Omit<TBrainTools, 'offer' | 'propose' | 'constrain' | 'bookVisit' | 'joinWaitlist'> & {
  writeVisit?: TWriteVisit;
  writeWaitlist?: TWriteWaitlist;
  /** The client's appointments as the scheduling service lists them, read once per turn until a write. */
  clientSchedules?: (when: 'upcoming') => Promise<TScheduleDto[]>;
};
export type TAction = TBrainProposal['action'];
export type TTarget = {
  service_id: string;
  calendar_id: string;
  start_at: string;
  schedule_id: string | null;
  display_name?: string | null;
};
export type TAsk = {
  serviceId?: string;
  calendarId?: string | null;
  startAt?: Date;
  scheduleId?: string;
  reason?: string;
  displayName?: string | null;
  /** A booking that starts when another part of the visit (or an own appointment) ends: off the grid is fine. */
  follows?: boolean;
};
export type TFail = Extract<TToolResult<never>, { ok: false }>;

export interface TGuard {
  tools: TBrainTools;
  state(): TGuardState;
  /** The proposal made during this turn, if any (the reply must show it). */
  proposedNow(): TBrainProposal | null;
  /** The waitlist offer made during this turn, if any (the reply must show it). */
  waitlistOfferedNow(): string | null;
}

const fail = (reason: TFail['reason'], message: string, refusal?: TRefusal): TFail => ({ ok: false, reason, message, refusal });
const MINUTE = 60_000;

export function guardActions(
  ctx: TAppContext,
  raw: TRawTools,
  opts: { companyId: string; clientId: string; timezone: string; message: string; lastAssistant: string | null; state: unknown },
): TGuard {
  const { companyId, clientId, timezone: tz, lastAssistant } = opts;
  const st = readGuardState(opts.state);
  st.turn += 1;
  // "… a hidratação deixa pra próxima", "o corte de sexta cancela não": a clause put off or kept refuses nothing here.
  const message = withoutKeptClauses(withoutPutOff(opts.message, st));
  if (refusesProposal(message, st.pending?.action, st.pending ? clockMinutes(st.pending.start_at, tz) : null))
    Object.assign(st, noProposal(), { offered: onlyChecksFirst(message) ? st.offered : null, goal: null });
  // ("isso, pode cancelar. mas só a de quinta, tá?": to a cancel, the one meant said back is no change of mind.)
  else if (isChangeOfMind(saidAsChange(message, st.pending, { now: ctx.now(), tz }), st.pending ? onTable(st.pending, tz) : undefined))
    Object.assign(st, noProposal());
  st.goal = goalAfter(message, st.goal);
  const shownVisit = [...st.visit]; // (As the client saw it: the parts written this turn leave st.visit.)
  let proposed: TBrainProposal | null = null;
  let calendarTitles: Promise<Map<string, string>> | null = null;
  let serviceRows: ReturnType<typeof listServiceRows> | null = null; // read once per turn, every use below
  const titles = () => (calendarTitles ??= listCalendarRows(ctx.db, companyId).then((rows) => new Map(rows.map((r) => [r.id, r.title]))));
  const professionalOf = async (calendarId: string) => (await titles()).get(calendarId) ?? 'a equipe';
  const services = () => (serviceRows ??= listServiceRows(ctx.db, companyId));
  const serviceOf = async (id: string) => (await services()).find((r) => r.id === id);
  const mine = async () =>
    (await (raw.clientSchedules?.('upcoming') ?? listClientSchedules(ctx, { companyId, clientId, when: 'upcoming' }))).filter(
      (s) => s.client_id === clientId && s.status !== 'canceled' && new Date(s.end_at) > ctx.now(),
    );

  /** The person's own appointment overlapping [start, start+minutes): a party's other person may share the time. */
  async function overlapping(start: Date, minutes: number, except: string | null, person: string | null = null) {
    const end = start.getTime() + minutes * MINUTE;
    const meets = (s: { start_at: Date | string; end_at: Date | string }) =>
      new Date(s.start_at).getTime() < end && start.getTime() < new Date(s.end_at).getTime();
    return (await mine()).find((s) => s.id !== except && samePerson(s, person) && meets(s));
  }
  /** Whether `start` is the end of a booking proposed in this turn (a visit's part) or of an own appointment. */
  async function followsPart(start: Date): Promise<boolean> {
    const at = start.getTime();
    for (const v of st.visit.filter((x) => x.shown_turn === st.turn && x.action === 'book'))
      if (new Date(v.start_at).getTime() + ((await serviceOf(v.service_id))?.duration_in_minutes ?? 0) * MINUTE === at) return true;
    return (await mine()).some((s) => s.status !== 'canceled' && new Date(s.end_at).getTime() === at);
  }
  const consented = async (action: TAction, t: TTarget) => {
    const [team, named] = [[...(await titles()).values()], (await services()).map((r) => r.title)];
    return consentedTo({ st, message, lastAssistant, tz, now: ctx.now(), team, services: named, shownVisit }, action, t);
  };

  async function propose(action: TAction, t: TTarget, from: string | null, inVisit = false): Promise<TBrainProposal> {
    const service = await serviceOf(t.service_id);
    const base = {
      action,
      ...t,
      service_title: service?.title ?? 'Atendimento',
      professional: await professionalOf(t.calendar_id),
      from_start_at: from,
    };
    const p: TBrainProposal = { ...base, text: proposalText(base, tz) };
    keepBeside(st, action, t);
    st.pending = { ...p, shown_turn: st.turn };
    // Bookings proposed in the same turn form one visit; a proposal in a later turn starts anew.
    st.visit = action === 'book' || inVisit ? [...st.visit.filter((v) => v.shown_turn === st.turn), st.pending] : [];
    proposed = p;
    return p;
  }

  /** The written part leaves the visit; the rest of an agreed visit may still be booked. */
  const afterWrite = (action: TAction, t: TTarget) => {
    if (wroteBeside(st, action, t)) return;
    Object.assign(st, { pending: null, offered: null, goal: null, visit: st.visit.filter((v) => !sameTarget(v, action, t)) });
    // The request is fulfilled once the whole agreed visit is written.
    if (!st.visit.length) st.constraints = null;
  };
  const names = { professional: professionalOf, service: async (id: string) => (await serviceOf(id))?.title ?? 'outro serviço' };

  /** Resolves the target, then refuses it when it contradicts what the client asked for. */
  async function prepare(action: TAction, q: TAsk, visit?: TVisitPart): Promise<{ target: TTarget; from: string | null } | TFail> {
    const ready = await resolveTarget(action, q, visit);
    if ('ok' in ready) return ready;
    const why = await contradiction(st.constraints, { action, ...ready.target }, { tz, names, visitServices: visit?.services });
    return why ? fail('invalid', why) : ready;
  }

  /** Checks what any write needs and resolves the target; a string is the refusal. */
  async function resolveTarget(action: TAction, q: TAsk, visit?: TVisitPart): Promise<{ target: TTarget; from: string | null } | TFail> {
    const now = ctx.now();
    if (action === 'book') {
      const service = q.serviceId ? await serviceOf(q.serviceId) : undefined;
      if (!service || !q.startAt) return fail('not_found', 'Serviço não encontrado.');
      if (q.startAt <= now) return fail('invalid', 'Esse horário já passou.');
      // A service added after an existing appointment (visit.after) is neither a second booking nor a clash with it.
      if (st.goal === 'move' && !visit?.after && movesInstead(message, service.title, await mine())) {
        return fail(
          'invalid',
          'O cliente pediu para remarcar: use a remarcação do agendamento existente (reschedule), nunca um segundo agendamento.',
          { kind: 'move_asked' },
        );
      }
      // The same service again on a day the client already has it is a move asked badly, not a second visit.
      const day = (d: Date | string) => speakDateTime(new Date(d), tz).split(', às')[0];
      const twice =
        !q.displayName &&
        !visit?.after &&
        (await mine()).find((s) => s.service_id === service.id && day(s.start_at) === day(q.startAt!) && !forSomeoneElse(s));
      if (twice) return heldRefusal(twice, tz, 'twice');
      const clash = await overlapping(q.startAt, service.duration_in_minutes, visit?.after ?? null, q.displayName?.trim() || null);
      if (clash) return heldRefusal(clash, tz, 'clash');
      const asked = q.calendarId ?? st.constraints?.calendar_id ?? null;
      const calendar = await freeCalendar(raw, {
        serviceId: service.id,
        start: q.startAt,
        asked,
        follows: q.follows ?? (await followsPart(q.startAt)),
      });
      if (!calendar) return fail('taken', 'Este horário não está livre.');
      return {
        target: {
          service_id: service.id,
          calendar_id: calendar,
          start_at: q.startAt.toISOString(),
          schedule_id: null,
          display_name: q.displayName?.trim() || null,
        },
        from: null,
      };
    }
    const list = await mine();
    if (action === 'replace') {
      const duration = async (id: string) => (await serviceOf(id))?.duration_in_minutes ?? null;
      return prepareReplace(ctx, { companyId, tz, mine: list, duration }, q);
    }
    const existing = list.find((s) => s.id === q.scheduleId);
    if (!existing) {
      const which = list
        .map((s) => `${s.id}: ${s.service?.title ?? 'Atendimento'} na ${speakDateTime(new Date(s.start_at), tz)}`)
        .join('; ');
      return fail('not_found', `Agendamento não encontrado entre os do cliente.${which ? ` Os dele: ${which}.` : ''}`);
    }
    if (action === 'cancel')
      return {
        target: {
          service_id: existing.service_id,
          calendar_id: existing.calendar_id,
          start_at: new Date(existing.start_at).toISOString(),
          schedule_id: existing.id,
        },
        from: null,
      };
    if (!q.startAt || q.startAt <= now) return fail('invalid', 'Esse horário já passou.');
    const minutes = (new Date(existing.end_at).getTime() - new Date(existing.start_at).getTime()) / MINUTE;
    const clash = await overlapping(q.startAt, minutes, existing.id);
    if (clash) return heldRefusal(clash, tz, 'moved');
    const calendar =
      (await freeCalendar(raw, {
        serviceId: existing.service_id,
        start: q.startAt,
        asked: q.calendarId ?? st.constraints?.calendar_id ?? null,
        preferred: existing.calendar_id,
        moving: existing.id,
      })) ?? (q.calendarId ? null : existing.calendar_id);
    if (!calendar) return fail('taken', 'Este horário não está livre.');
    return {
      target: { service_id: existing.service_id, calendar_id: calendar, start_at: q.startAt.toISOString(), schedule_id: existing.id },
      from: new Date(existing.start_at).toISOString(),
    };
  }

  async function guarded<T>(action: TAction, q: TAsk, write: (t: TTarget) => Promise<TToolResult<T>>): Promise<TToolResult<T>> {
    const ready = await prepare(action, q);
    if ('ok' in ready) return ready;
    if (await consented(action, ready.target)) {
      const result = await write(ready.target);
      if (result.ok) afterWrite(action, ready.target);
      return result;
    }
    const p = await propose(action, ready.target, ready.from);
    return { ok: false, reason: 'needs_agreement', message: p.text, proposal: p };
  }

  const withNames = async (slots: TBrainSlot[]) =>
    Promise.all(slots.map(async (s) => ({ ...s, professional: await professionalOf(s.calendar_id) })));

  const core: TGuardCore = {
    st,
    tz,
    raw,
    prepare,
    consented,
    propose,
    afterWrite,
    durationOf: async (id) => (await serviceOf(id))?.duration_in_minutes ?? null,
    setProposed: (p) => (proposed = p),
  };
  const waitlist = guardedWaitlist(ctx, { companyId, clientId, message, lastAssistant, st, write: raw.writeWaitlist });
  const tools: TBrainTools = {
    ...raw,
    joinWaitlist: waitlist.joinWaitlist,
    findSlots: async (q) => withNames(await raw.findSlots(q)),
    book: (q) =>
      guarded('book', q, (t) =>
        raw.book({
          serviceId: t.service_id,
          calendarId: t.calendar_id,
          startAt: new Date(t.start_at),
          displayName: t.display_name ?? null,
        }),
      ),
    reschedule: (q) =>
      guarded('move', q, (t) => raw.reschedule({ scheduleId: t.schedule_id!, calendarId: t.calendar_id, startAt: new Date(t.start_at) })),
    replace: (q) =>
      guarded('replace', q, (t) =>
        raw.replace
          ? raw.replace({ scheduleId: t.schedule_id!, serviceId: t.service_id, calendarId: t.calendar_id, startAt: new Date(t.start_at) })
          : Promise.resolve(fail('invalid', 'Troca de serviço indisponível.')),
      ),
    cancel: (q) => guarded('cancel', q, (t) => raw.cancel({ scheduleId: t.schedule_id!, reason: q.reason })),
    async offer(q) {
      const named = await withNames(q.slots);
      st.offered = {
        service_id: q.serviceId,
        schedule_id: q.scheduleId,
        shown_turn: st.turn,
        slots: named.map((s) => ({ calendar_id: s.calendar_id, start_at: s.start_at.toISOString(), professional: s.professional })),
      };
      return named;
    },
    constrain: (c) => recordConstraints(st, c),
    bookVisit: (q) => guardedVisit(core, q),
    async propose(q) {
      const ready = await prepare(q.action, q);
      if ('ok' in ready) return ready;
      return { ok: true, value: await propose(q.action, ready.target, ready.from, q.together === true) };
    },
  };
  return { tools, state: () => st, proposedNow: () => proposed, waitlistOfferedNow: waitlist.offeredNow };
}
