// The brain's actions as Chat Completions tools. Arguments are validated with zod before use and
// every result is a small JSON the model reads; nothing the model sends is trusted as is.
import { z } from 'zod';
import dayjs from 'dayjs';
import type { LlmTool } from '../../../../integrations/llm/types.js';
import type { TBrainAction, TBrainTurnInput } from '../types.js';
import { addDays, localNow, zoned } from '../embedded/dates.js';
import { priceOf, speakDateTime } from '../embedded/format.js';
import { matchFaq } from '../embedded/match.js';
import { normalize } from '../embedded/text.js';

const fn = (name: string, description: string, properties: Record<string, unknown>, required: string[]): LlmTool => ({
  type: 'function',
  function: { name, description, parameters: { type: 'object', properties, required, additionalProperties: false } },
});

export const TOOL_DEFS: LlmTool[] = [
  fn('list_services', 'Lista os serviços da empresa com duração (e preço, quando permitido).', {}, []),
  fn(
    'find_free_slots',
    'Horários livres de um serviço num dia (YYYY-MM-DD), opcionalmente num período.',
    { service_id: { type: 'string' }, date: { type: 'string' }, period: { type: 'string', enum: ['manha', 'tarde', 'noite', 'qualquer'] } },
    ['service_id', 'date'],
  ),
  fn(
    'book_appointment',
    'Agenda o serviço num horário livre (start_at "YYYY-MM-DDTHH:mm", hora local). Sem a concordância do cliente a uma proposta já mostrada, só cria a proposta (nada é gravado).',
    { service_id: { type: 'string' }, start_at: { type: 'string' }, calendar_id: { type: 'string' } },
    ['service_id', 'start_at'],
  ),
  fn(
    'reschedule_appointment',
    'Remarca (move) um agendamento existente do cliente para outro horário livre; nunca use book_appointment para remarcar. Sem a concordância do cliente, só cria a proposta.',
    { schedule_id: { type: 'string' }, start_at: { type: 'string' }, calendar_id: { type: 'string' } },
    ['schedule_id', 'start_at'],
  ),
  fn(
    'cancel_appointment',
    'Cancela um agendamento do cliente. Sem um "sim" explícito do cliente à proposta de cancelamento, só cria a proposta.',
    { schedule_id: { type: 'string' } },
    ['schedule_id'],
  ),
  fn('confirm_appointment', 'Confirma a presença do cliente num agendamento.', { schedule_id: { type: 'string' } }, ['schedule_id']),
  fn('list_my_appointments', 'Lista os próximos agendamentos do cliente.', {}, []),
  fn('answer_from_faq', 'Procura a resposta de uma dúvida nas perguntas frequentes da empresa.', { question: { type: 'string' } }, [
    'question',
  ]),
  fn('save_client_name', 'Guarda o nome do cliente.', { name: { type: 'string' } }, ['name']),
  fn(
    'transfer_to_human',
    'Transfere a conversa para a equipe (cliente pediu uma pessoa, ou você não tem certeza).',
    { reason: { type: 'string' } },
    ['reason'],
  ),
];

const ZId = z.string().min(1).max(64);
const ZLocal = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/, 'use YYYY-MM-DDTHH:mm');
const ARGS = {
  list_services: z.object({}).passthrough(),
  find_free_slots: z.object({
    service_id: ZId,
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    period: z.enum(['manha', 'tarde', 'noite', 'qualquer']).optional(),
  }),
  book_appointment: z.object({ service_id: ZId, start_at: ZLocal, calendar_id: ZId.optional() }),
  reschedule_appointment: z.object({ schedule_id: ZId, start_at: ZLocal, calendar_id: ZId.optional() }),
  cancel_appointment: z.object({ schedule_id: ZId }),
  confirm_appointment: z.object({ schedule_id: ZId }),
  list_my_appointments: z.object({}).passthrough(),
  answer_from_faq: z.object({ question: z.string().min(1).max(1000) }),
  save_client_name: z.object({ name: z.string().trim().min(2).max(120) }),
  transfer_to_human: z.object({ reason: z.string().max(500).default('') }),
} as const;

const PERIODS: Record<string, [number, number]> = { manha: [0, 720], tarde: [720, 1080], noite: [1080, 1440], qualquer: [0, 1440] };

export interface TToolRunState {
  actions: TBrainAction[];
  transfer: { reason: string } | null;
}

function toInstant(local: string, tz: string): Date | null {
  const d = dayjs.tz(local.slice(0, 16).replace('T', ' '), tz);
  return d.isValid() ? d.toDate() : null;
}

const localIso = (d: Date, tz: string) => dayjs(d).tz(tz).format('YYYY-MM-DDTHH:mm');

/** Nothing was written: the client must first see this proposal and agree to it in a later message. */
const needsAgreement = (proposal: string) =>
  JSON.stringify({
    ok: false,
    written: false,
    needs_agreement: true,
    proposal,
    instruction:
      'Nada foi gravado. Mostre esta proposta ao cliente, exatamente com o profissional, o dia e o horário, e espere a resposta. Só chame a ferramenta de novo depois que ele concordar.',
  });

/** Runs one tool call; always returns a JSON string (errors included), never throws. */
export async function runTool(input: TBrainTurnInput, run: TToolRunState, name: string, rawArgs: unknown): Promise<string> {
  const schema = ARGS[name as keyof typeof ARGS];
  if (!schema) return JSON.stringify({ error: `ferramenta desconhecida: ${name}` });
  const parsed = schema.safeParse(rawArgs ?? undefined);
  if (!parsed.success)
    return JSON.stringify({ error: 'argumentos inválidos', details: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) });
  const args = parsed.data as Record<string, string | undefined>;
  const { settings, tools, services } = input;
  const tz = settings.timezone;
  const schedulingOff = settings.ignore_ai_tool_types.includes('schedule');
  const service = (id?: string) => services.find((s) => s.id === id);
  try {
    switch (name) {
      case 'list_services':
        run.actions.push({ type: 'list_services' });
        return JSON.stringify(
          services.map((s) => ({
            id: s.id,
            title: s.title,
            duration_in_minutes: s.duration_in_minutes,
            price: settings.when_answer_about_price === 'never' ? undefined : priceOf(s, settings.currency),
          })),
        );
      case 'find_free_slots': {
        const svc = service(args.service_id);
        if (!svc) return JSON.stringify({ error: 'serviço não encontrado' });
        const [a, b] = PERIODS[args.period ?? 'qualquer']!;
        const slots = await tools.findSlots({
          serviceId: svc.id,
          from: new Date(Math.max(zoned(args.date!, a, tz).getTime(), input.now.getTime())),
          to: zoned(args.date!, b, tz),
          limit: 200,
        });
        const limit = Math.max(1, settings.limit_suggestions_per_period);
        const step = slots.length <= limit ? 1 : (slots.length - 1) / (limit - 1 || 1);
        const picked = slots.length <= limit ? slots : Array.from({ length: limit }, (_, i) => slots[Math.round(i * step)]!);
        run.actions.push({ type: 'find_slots', detail: `${picked.length}` });
        const shown = tools.offer ? await tools.offer({ serviceId: svc.id, scheduleId: null, slots: picked }) : picked;
        return JSON.stringify({
          slots: shown.map((s) => ({
            start_at: localIso(s.start_at, tz),
            calendar_id: s.calendar_id,
            professional: s.professional,
            label: `${speakDateTime(s.start_at, tz)}${s.professional ? ` com ${s.professional}` : ''}`,
          })),
        });
      }
      case 'book_appointment':
      case 'reschedule_appointment': {
        if (schedulingOff) return JSON.stringify({ error: 'agendamento pelo assistente desativado; transfira para a equipe' });
        const at = toInstant(args.start_at!, tz);
        if (!at || at <= input.now) return JSON.stringify({ error: 'horário inválido ou no passado' });
        const resched = name === 'reschedule_appointment';
        const svc = resched ? undefined : service(args.service_id);
        if (!resched && !svc) return JSON.stringify({ error: 'serviço não encontrado' });
        const result = resched
          ? await tools.reschedule({ scheduleId: args.schedule_id!, startAt: at, calendarId: args.calendar_id ?? null })
          : await tools.book({ serviceId: svc!.id, startAt: at, calendarId: args.calendar_id ?? null });
        if (result.ok) {
          run.actions.push({
            type: resched ? 'reschedule' : 'book',
            schedule_id: result.value.id,
            start_at: result.value.start_at.toISOString(),
          });
          return JSON.stringify({
            ok: true,
            schedule_id: result.value.id,
            service: result.value.service_title,
            when: speakDateTime(result.value.start_at, tz),
          });
        }
        if (result.reason === 'needs_agreement') return needsAgreement(result.message);
        if (result.reason === 'taken') {
          const serviceId = svc?.id ?? (await tools.listAppointments('upcoming')).find((s) => s.id === args.schedule_id)?.service_id;
          const day = localNow(at, tz).date;
          const alternatives = serviceId
            ? (
                await tools.findSlots({
                  serviceId,
                  from: new Date(Math.max(at.getTime() - 4 * 3_600_000, input.now.getTime())),
                  to: zoned(addDays(day, 2), 0, tz),
                  limit: 50,
                })
              )
                .filter((s) => s.start_at.getTime() !== at.getTime())
                .slice(0, Math.max(1, settings.limit_suggestions_per_period))
            : [];
          return JSON.stringify({
            ok: false,
            error: 'horário já ocupado',
            alternatives: alternatives.map((s) => ({
              start_at: localIso(s.start_at, tz),
              calendar_id: s.calendar_id,
              label: speakDateTime(s.start_at, tz),
            })),
          });
        }
        return JSON.stringify({ ok: false, error: result.message });
      }
      case 'cancel_appointment':
      case 'confirm_appointment': {
        if (schedulingOff) return JSON.stringify({ error: 'agendamento pelo assistente desativado; transfira para a equipe' });
        const mine = (await tools.listAppointments('upcoming')).find((s) => s.id === args.schedule_id);
        if (!mine) return JSON.stringify({ error: 'agendamento não encontrado entre os do cliente' });
        const cancel = name === 'cancel_appointment';
        const result = cancel
          ? await tools.cancel({ scheduleId: mine.id, reason: 'Cancelado pelo cliente no chat' })
          : await tools.confirm({ scheduleId: mine.id });
        if (!result.ok)
          return result.reason === 'needs_agreement'
            ? needsAgreement(result.message)
            : JSON.stringify({ ok: false, error: result.message });
        run.actions.push({ type: cancel ? 'cancel' : 'confirm', schedule_id: mine.id, start_at: mine.start_at.toISOString() });
        return JSON.stringify({ ok: true, observations: cancel ? settings.cancelation_observations : undefined });
      }
      case 'list_my_appointments': {
        const list = await tools.listAppointments('upcoming');
        run.actions.push({ type: 'list_appointments', detail: `${list.length}` });
        return JSON.stringify(
          list
            .filter((s) => s.status !== 'canceled')
            .map((s) => ({ schedule_id: s.id, service: s.service_title, when: speakDateTime(s.start_at, tz), status: s.status })),
        );
      }
      case 'answer_from_faq': {
        const hit = matchFaq(normalize(args.question!), input.faqs, 0.3);
        if (hit) run.actions.push({ type: 'answer_faq', detail: hit.faq.id });
        return JSON.stringify(hit ? { question: hit.faq.question, answer: hit.faq.answer } : { answer: null });
      }
      case 'save_client_name':
        await tools.saveClientName(args.name!);
        run.actions.push({ type: 'save_client_name', detail: args.name! });
        return JSON.stringify({ ok: true });
      case 'transfer_to_human':
        run.transfer = { reason: args.reason || 'llm' };
        run.actions.push({ type: 'transfer_to_human', detail: args.reason ?? '' });
        return JSON.stringify({ ok: true, instructions: settings.custom_transfer_instructions });
    }
  } catch (error) {
    return JSON.stringify({ error: `falha ao executar: ${(error as Error).message}` });
  }
  return JSON.stringify({ error: 'ferramenta desconhecida' });
}
