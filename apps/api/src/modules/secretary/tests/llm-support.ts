// Helpers of the OpenAI-compatible brain's unit tests: a barbershop the model is told about
// (João and Ana, who does not do beards; closed on Sunday and Monday), tools that record every
// call the brain makes, and one turn run against the fake LLM.
import type { FakeLlm } from '@agenda/fakes/llm';
import { openaiBrain } from '../brain/openai/brain.js';
import type {
  TBrainCompanyInfo,
  TBrainConstraints,
  TBrainProfessional,
  TBrainSchedule,
  TBrainService,
  TBrainSlot,
  TBrainTools,
  TBrainTurnInput,
  TBrainTurnResult,
} from '../brain/types.js';
import { BARBERSHOP_SETTINGS } from '../brain/embedded/test-fixtures.js';

export const TZ = 'America/Sao_Paulo';
/** Tuesday 24/11/2026, 10:00 in São Paulo. */
const NOW = new Date('2026-11-24T13:00:00Z');

const service = (id: string, title: string, duration_in_minutes: number, synonyms: string[] = []): TBrainService => ({
  id,
  title,
  description: null,
  duration_in_minutes,
  price_type: 'fixed',
  price: 4000,
  price_max: null,
  synonyms,
});
const SERVICES = [service('svc-corte', 'Corte', 30), service('svc-barba', 'Barba', 30, ['barboterapia'])];
const PROFESSIONALS: TBrainProfessional[] = [
  { calendar_id: 'cal-joao', title: 'João', aliases: ['Jota'], service_ids: ['svc-corte', 'svc-barba'] },
  { calendar_id: 'cal-ana', title: 'Ana Paula', aliases: [], service_ids: ['svc-corte'] },
];
const WORK = [
  { start: '09:00', end: '12:00' },
  { start: '13:00', end: '19:00' },
];
const COMPANY: TBrainCompanyInfo = {
  address: 'Rua das Flores, 120 - Centro',
  opening_hours: [0, 1, 2, 3, 4, 5, 6].map((dow) => ({ dow, ranges: dow >= 2 ? WORK : [] })),
  day_parts: [
    { key: 'morning', from: '05:00', to: '12:00' },
    { key: 'afternoon', from: '12:00', to: '18:00' },
    { key: 'evening', from: '18:00', to: '23:59' },
  ],
};

interface TCall {
  tool: string;
  args: Record<string, unknown>;
}

/** Tools that answer from a list and record every call (no safety layer: the plumbing only). */
export function recordingTools(opts: { upcoming?: TBrainSchedule[]; history?: TBrainSchedule[]; taken?: Date[] } = {}) {
  const calls: TCall[] = [];
  /** What the brain recorded as the client's request (kept apart from the agenda calls). */
  const constrained: TBrainConstraints[] = [];
  const upcoming = opts.upcoming ?? [];
  const title = (id: string) => SERVICES.find((s) => s.id === id)?.title ?? '?';
  const pro = (id: string | null) => PROFESSIONALS.find((p) => p.calendar_id === id)?.title;
  const record = (tool: string, args: object) => calls.push({ tool, args: { ...args } });
  const tools: TBrainTools = {
    async findSlots(q) {
      record('findSlots', q);
      const slots: TBrainSlot[] = [];
      for (let t = q.from.getTime(); t < q.to.getTime() && slots.length < q.limit; t += 30 * 60_000) {
        if (opts.taken?.some((d) => d.getTime() === t)) continue;
        const cal = q.calendarId ?? 'cal-ana';
        slots.push({ calendar_id: cal, start_at: new Date(t), end_at: new Date(t + 30 * 60_000), professional: pro(cal) });
      }
      return slots;
    },
    async book(q) {
      record('book', q);
      const row = {
        id: `sch-${calls.length}`,
        service_id: q.serviceId,
        service_title: title(q.serviceId),
        start_at: q.startAt,
        status: 'scheduled',
        calendar_id: q.calendarId ?? 'cal-ana',
        professional: pro(q.calendarId ?? 'cal-ana'),
        display_name: q.displayName ?? null,
      };
      upcoming.push(row);
      return { ok: true, value: row };
    },
    async bookVisit(q) {
      record('bookVisit', q);
      const rows: TBrainSchedule[] = [];
      let at = q.startAt.getTime();
      for (const item of q.items) {
        const row = {
          id: `sch-${calls.length}-${rows.length}`,
          service_id: item.serviceId,
          service_title: title(item.serviceId),
          start_at: new Date(at),
          status: 'scheduled',
          calendar_id: item.calendarId ?? 'cal-ana',
          professional: pro(item.calendarId ?? 'cal-ana'),
          display_name: q.displayName ?? null,
        };
        rows.push(row);
        at += (SERVICES.find((s) => s.id === item.serviceId)?.duration_in_minutes ?? 30) * 60_000;
      }
      upcoming.push(...rows);
      return { ok: true, value: rows };
    },
    constrain(c) {
      constrained.push({ ...c });
    },
    async cancel(q) {
      record('cancel', q);
      const row = upcoming.find((s) => s.id === q.scheduleId)!;
      return { ok: true, value: { ...row, status: 'canceled' } };
    },
    async reschedule(q) {
      record('reschedule', q);
      const row = upcoming.find((s) => s.id === q.scheduleId)!;
      return { ok: true, value: { ...row, start_at: q.startAt, calendar_id: q.calendarId ?? row.calendar_id } };
    },
    async replace(q) {
      record('replace', q);
      const row = upcoming.find((s) => s.id === q.scheduleId)!;
      return { ok: true, value: { ...row, id: `sch-${calls.length}`, service_id: q.serviceId, service_title: title(q.serviceId) } };
    },
    async confirm(q) {
      record('confirm', q);
      return { ok: true, value: { ...upcoming.find((s) => s.id === q.scheduleId)!, status: 'confirmed' } };
    },
    async listAppointments(when) {
      return when === 'upcoming' ? upcoming : (opts.history ?? []);
    },
    async saveClientName(name) {
      record('saveClientName', { name });
    },
    async joinWaitlist(q) {
      record('joinWaitlist', q);
      return { ok: false, reason: 'needs_agreement', message: `Posso te colocar na lista de espera de ${q.date}? Quer?` };
    },
  };
  return { tools, calls, constrained };
}

export function turnInput(tools: TBrainTools, message: string, over: Partial<TBrainTurnInput> = {}): TBrainTurnInput {
  return {
    now: NOW,
    settings: { ...BARBERSHOP_SETTINGS, company_name: 'Barbearia Central' },
    services: SERVICES,
    professionals: PROFESSIONALS,
    company: COMPANY,
    faqs: [{ id: 'faq-pix', question: 'Vocês aceitam pix?', answer: 'Aceitamos pix, cartão e dinheiro.' }],
    client: { id: 'client-1', name: 'Rafael' },
    messages: [message],
    history: [],
    state: {},
    tools,
    ...over,
  };
}

export function brainOn(llm: FakeLlm) {
  return openaiBrain({ baseUrl: llm.url, apiKey: 'sk-test', model: 'gpt-4o-mini', maxRetries: 0 });
}

/** The result of the last tool message the model received (what a tool call returned). */
export const lastTool = (req: Record<string, any>) =>
  JSON.parse([...req.messages].reverse().find((m: { role: string }) => m.role === 'tool').content) as Record<string, any>;

/** One turn in which the model makes one tool call, then repeats the tool's result as its reply. */
export async function callOnce(
  llm: FakeLlm,
  tools: TBrainTools,
  name: string,
  args: Record<string, unknown> | string,
): Promise<{ result: Record<string, any>; turn: TBrainTurnResult }> {
  let result: Record<string, any> = {};
  llm.script({ toolCalls: [{ name, arguments: args }] }, (req) => {
    result = lastTool(req);
    return { content: 'ok' };
  });
  const turn = await brainOn(llm).turn(turnInput(tools, 'oi'));
  return { result, turn };
}
