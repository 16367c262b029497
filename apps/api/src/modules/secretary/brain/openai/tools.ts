// Runs the model's tool calls. Arguments are validated with the same zod schemas the model was
// given; a bad argument, an unknown tool or a failing call is a JSON error the model reads, never
// an exception. Writes go through `input.tools` (the shared safety layer), never around it.
import type { TBrainTurnInput } from '../types.js';
import { priceOf, speakDateTime } from '../embedded/format.js';
import { matchFaq } from '../embedded/faq-match.js';
import { normalize } from '../embedded/text.js';
import { liftFlatVisit, TOOL_ARGS, type TToolArgs, type TToolName } from './tool-defs.js';
import { performers, resolveService } from './resolve.js';
import { findFreeSlots } from './tool-slots.js';
import { bookAppointment, cancelOrConfirm, rescheduleAppointment } from './tool-writes.js';
import { recordRequest, replaceService } from './tool-request.js';
import type { TToolRunState } from './tool-support.js';
import { joinWaitlistTool } from './tool-waitlist.js';

export { TOOL_DEFS } from './tool-defs.js';
export type { TToolRunState } from './tool-support.js';

const SCHEDULING: TToolName[] = [
  'find_free_slots',
  'book_appointment',
  'reschedule_appointment',
  'replace_service',
  'cancel_appointment',
  'confirm_appointment',
  'join_waitlist',
];

function listServices(input: TBrainTurnInput) {
  const { settings } = input;
  return input.services.map((s) => ({
    id: s.id,
    title: s.title,
    duration_in_minutes: s.duration_in_minutes,
    price: settings.when_answer_about_price === 'never' ? undefined : (priceOf(s, settings.currency) ?? undefined),
    professionals: performers(input, s.id).map((p) => p.title),
  }));
}

function listProfessionals(input: TBrainTurnInput, args: TToolArgs<'list_professionals'>): object {
  let list = input.professionals;
  if (args.service) {
    const service = resolveService(input, args.service);
    if (!service.ok) return { error: service.error };
    list = performers(input, service.value.id);
  }
  const title = new Map(input.services.map((s) => [s.id, s.title]));
  return {
    professionals: list.map((p) => ({
      id: p.calendar_id,
      name: p.title,
      aliases: p.aliases,
      services: p.service_ids.map((id) => title.get(id)).filter(Boolean),
    })),
  };
}

async function listMine(input: TBrainTurnInput, run: TToolRunState, args: TToolArgs<'list_my_appointments'>) {
  const tz = input.settings.timezone;
  const list = (await input.tools.listAppointments(args.when ?? 'upcoming')).filter((s) => s.status !== 'canceled');
  run.actions.push({ type: 'list_appointments', detail: `${list.length}` });
  return list.map((s) => ({
    schedule_id: s.id,
    service: s.service_title,
    professional: s.professional,
    when: speakDateTime(s.start_at, tz),
    status: s.status,
    ...(s.display_name ? { for_name: s.display_name } : {}),
  }));
}

async function dispatch(input: TBrainTurnInput, run: TToolRunState, name: TToolName, args: unknown): Promise<unknown> {
  const { settings, tools } = input;
  switch (name) {
    case 'list_services':
      run.actions.push({ type: 'list_services' });
      return listServices(input);
    case 'list_professionals':
      return listProfessionals(input, args as TToolArgs<'list_professionals'>);
    case 'find_free_slots':
      return findFreeSlots(input, run, args as TToolArgs<'find_free_slots'>);
    case 'book_appointment':
      return bookAppointment(input, run, args as TToolArgs<'book_appointment'>);
    case 'reschedule_appointment':
      return rescheduleAppointment(input, run, args as TToolArgs<'reschedule_appointment'>);
    case 'record_request':
      return recordRequest(input, args as TToolArgs<'record_request'>);
    case 'replace_service':
      return replaceService(input, run, args as TToolArgs<'replace_service'>);
    case 'join_waitlist':
      return joinWaitlistTool(input, run, args as TToolArgs<'join_waitlist'>);
    case 'cancel_appointment':
      return cancelOrConfirm(input, run, 'cancel', args as TToolArgs<'cancel_appointment'>);
    case 'confirm_appointment':
      return cancelOrConfirm(input, run, 'confirm', args as TToolArgs<'confirm_appointment'>);
    case 'list_my_appointments':
      return listMine(input, run, args as TToolArgs<'list_my_appointments'>);
    case 'answer_from_faq': {
      const { question } = args as TToolArgs<'answer_from_faq'>;
      const hit = matchFaq(normalize(question), input.faqs, 0.3);
      if (hit) run.actions.push({ type: 'answer_faq', detail: hit.faq.id });
      return hit ? { question: hit.faq.question, answer: hit.faq.answer } : { answer: null };
    }
    case 'save_client_name': {
      const { name: clientName } = args as TToolArgs<'save_client_name'>;
      await tools.saveClientName(clientName);
      run.actions.push({ type: 'save_client_name', detail: clientName });
      return { ok: true };
    }
    case 'transfer_to_human': {
      const { reason } = args as TToolArgs<'transfer_to_human'>;
      run.transfer = { reason: reason || 'llm' };
      run.actions.push({ type: 'transfer_to_human', detail: reason });
      return { ok: true, instructions: settings.custom_transfer_instructions };
    }
  }
}

/**
 * Runs one tool call; always returns a JSON string (errors included), never throws. `rawArgs` is
 * the parsed JSON of the arguments: undefined when the model sent something that is not JSON.
 */
export async function runTool(input: TBrainTurnInput, run: TToolRunState, name: string, rawArgs: unknown): Promise<string> {
  if (!Object.hasOwn(TOOL_ARGS, name)) return JSON.stringify({ error: `ferramenta desconhecida: ${name}` });
  const tool = name as TToolName;
  if (rawArgs === undefined) return JSON.stringify({ error: 'argumentos inválidos', details: ['os argumentos não são um JSON válido'] });
  const parsed = TOOL_ARGS[tool].safeParse(liftFlatVisit(tool, rawArgs));
  if (!parsed.success)
    return JSON.stringify({
      error: 'argumentos inválidos',
      details: parsed.error.issues.map((i) => `${i.path.join('.') || '(argumentos)'}: ${i.message}`),
    });
  if (SCHEDULING.includes(tool) && input.settings.ignore_ai_tool_types.includes('schedule'))
    return JSON.stringify({ error: 'agenda pelo assistente desativada; transfira para a equipe' });
  try {
    return JSON.stringify(await dispatch(input, run, tool, parsed.data));
  } catch (error) {
    return JSON.stringify({ error: `falha ao executar: ${(error as Error).message}` });
  }
}
