// The tools the model sees: one zod schema per tool is both the check of the arguments the model
// sends and (through z.toJSONSchema) the JSON schema it receives, so the two can never disagree.
import { z } from 'zod';
import type { LlmTool } from '../../../../integrations/llm/types.js';

const Service = z.string().trim().min(1).max(120).describe('O serviço: o id (de list_services) ou o nome, como o cliente falou.');
const Professional = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .describe('O profissional: o id (de list_professionals) ou o nome/apelido. Omita quando o cliente não escolheu ninguém.');
const ScheduleId = z.string().trim().min(1).max(64).describe('O id do agendamento do cliente (de list_my_appointments).');
const LocalDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'use YYYY-MM-DD')
  .describe('O dia, YYYY-MM-DD, no fuso da empresa.');
const LocalDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'use YYYY-MM-DDTHH:mm')
  .describe('Início, YYYY-MM-DDTHH:mm, hora local da empresa (como devolvido por find_free_slots).');
const Period = z
  .enum(['manha', 'tarde', 'noite', 'qualquer'])
  .describe('Parte do dia (janelas da empresa no prompt); qualquer: o dia todo.');
const LocalTime = z.string().regex(/^\d{2}:\d{2}$/, 'use HH:mm');
const Visit = z
  .array(z.strictObject({ service: Service, professional: Professional.optional() }))
  .min(1)
  .max(4)
  .describe('Os serviços da visita, na ordem, um logo após o outro (um só item para um serviço). Cada um pode ter o seu profissional.');

export const TOOL_ARGS = {
  list_services: z.strictObject({}),
  list_professionals: z.strictObject({
    service: Service.optional().describe('Só os profissionais que fazem este serviço (id ou nome).'),
  }),
  find_free_slots: z.strictObject({
    services: Visit,
    date: LocalDate,
    period: Period.optional(),
    schedule_id: ScheduleId.optional().describe('Ao procurar um novo horário para um agendamento existente (remarcação).'),
  }),
  book_appointment: z.strictObject({
    services: Visit,
    start_at: LocalDateTime,
    for_name: z
      .string()
      .trim()
      .min(2)
      .max(120)
      .optional()
      .describe('Nome de quem será atendido, quando não é o próprio cliente (um filho, um amigo).'),
    schedule_id: ScheduleId.optional().describe(
      'Para acrescentar serviços a um agendamento existente: eles vêm logo depois dele; start_at é o novo início desse agendamento (o mesmo, ou outro para mover tudo junto).',
    ),
  }),
  record_request: z.strictObject({
    services: z.array(Service).max(4).optional().describe('Todos os serviços que o cliente pediu para a visita.'),
    professional: Professional.nullable().optional().describe('O profissional que o cliente nomeou; null quando ele aceita qualquer um.'),
    date: LocalDate.nullable().optional(),
    period: Period.optional(),
    from: LocalTime.optional().describe('Início da janela pedida ("depois das 15h" = 15:00), HH:mm local.'),
    to: LocalTime.optional().describe('Fim da janela pedida ("até as 11h" = 11:00), HH:mm local.'),
    for_name: z
      .string()
      .trim()
      .min(2)
      .max(120)
      .nullable()
      .optional()
      .describe('Nome de quem será atendido, quando não é o próprio cliente.'),
  }),
  replace_service: z.strictObject({
    schedule_id: ScheduleId,
    service: Service,
    professional: Professional.optional(),
    start_at: LocalDateTime.optional().describe('Novo início; omita para manter o horário do agendamento.'),
  }),
  reschedule_appointment: z.strictObject({
    schedule_id: ScheduleId,
    start_at: LocalDateTime,
    professional: Professional.optional(),
  }),
  join_waitlist: z.strictObject({
    service: Service,
    professional: Professional.optional(),
    date: LocalDate,
    period: Period.optional(),
    from: LocalTime.optional().describe('Início da janela pedida, HH:mm local (quando o cliente pediu uma hora ou janela).'),
    to: LocalTime.optional().describe('Fim da janela pedida, HH:mm local.'),
  }),
  cancel_appointment: z.strictObject({ schedule_id: ScheduleId }),
  confirm_appointment: z.strictObject({ schedule_id: ScheduleId }),
  list_my_appointments: z.strictObject({
    when: z.enum(['upcoming', 'history']).optional().describe('upcoming (padrão): os próximos; history: os já passados.'),
  }),
  answer_from_faq: z.strictObject({ question: z.string().trim().min(1).max(1000).describe('A dúvida do cliente.') }),
  save_client_name: z.strictObject({ name: z.string().trim().min(2).max(120).describe('O nome que o cliente disse.') }),
  transfer_to_human: z.strictObject({ reason: z.string().max(500).describe('Por que a equipe deve assumir.') }),
} as const;

export type TToolName = keyof typeof TOOL_ARGS;
export type TToolArgs<N extends TToolName> = z.output<(typeof TOOL_ARGS)[N]>;

const DESCRIPTIONS: Record<TToolName, string> = {
  list_services: 'Lista os serviços da empresa: duração, preço (quando permitido) e quem faz cada um.',
  list_professionals: 'Lista os profissionais (com apelidos) e os serviços que cada um faz; só ofereça um profissional para o que ele faz.',
  find_free_slots:
    'Horários livres num dia para um ou mais serviços seguidos, opcionalmente com um profissional (por nome ou id) e numa parte do dia. Só consulta: nada é gravado.',
  book_appointment:
    'Agenda uma visita: um ou mais serviços seguidos a partir de start_at, cada um com o profissional escolhido (ou qualquer um livre), todos juntos ou nenhum. Com schedule_id, acrescenta os serviços logo depois de um agendamento existente. Sem a concordância do cliente a uma proposta que ele já viu, só cria a proposta (nada é gravado). Nunca use para mudar o horário de um agendamento existente.',
  reschedule_appointment:
    'Remarca (move) um agendamento existente do cliente para outro horário, numa só troca; nunca crie um segundo agendamento para remarcar. Sem a concordância do cliente, só cria a proposta.',
  record_request:
    'Registra o que o cliente pediu (serviços, profissional nomeado, dia, parte do dia ou janela de horário, para quem) assim que ele disser ou mudar de ideia. Agendamentos e remarcações que contradizem o pedido são recusados com o motivo.',
  replace_service:
    'Troca o serviço de um agendamento existente por outro (no mesmo horário ou em start_at), numa só troca: o mesmo agendamento passa a ser do novo serviço (duração e preço dele), nunca um segundo agendamento. Sem a concordância do cliente, só cria a proposta.',
  join_waitlist:
    'Lista de espera de um dia lotado: quando find_free_slots não tem horário no dia (e parte do dia, profissional) que o cliente pediu, além de oferecer os horários mais próximos, ofereça a lista de espera desse dia. A primeira chamada só faz a oferta (nada é gravado); depois de um sim explícito do cliente a ela, chame de novo com os mesmos argumentos para colocá-lo na lista (sem duplicar). Nunca sem o sim.',
  cancel_appointment:
    'Cancela um agendamento do cliente. Sem um "sim" explícito do cliente à proposta de cancelamento, só cria a proposta. Um "não" nunca cancela.',
  confirm_appointment: 'Confirma a presença do cliente num agendamento dele.',
  list_my_appointments: 'Lista os agendamentos do cliente: os próximos (padrão) ou os já passados.',
  answer_from_faq: 'Procura a resposta de uma dúvida nas perguntas frequentes da empresa.',
  save_client_name: 'Guarda o nome do cliente.',
  transfer_to_human: 'Transfere a conversa para a equipe (cliente pediu uma pessoa, está insatisfeito, ou você não tem certeza).',
};

function parameters(name: TToolName): Record<string, unknown> {
  const { $schema: _drop, ...schema } = z.toJSONSchema(TOOL_ARGS[name], { io: 'input', target: 'draft-7' }) as Record<string, unknown>;
  return schema;
}

export const TOOL_DEFS: LlmTool[] = (Object.keys(TOOL_ARGS) as TToolName[]).map((name) => ({
  type: 'function',
  function: { name, description: DESCRIPTIONS[name], parameters: parameters(name) },
}));

/**
 * Lenient reading of a common model habit: one service sent flat (`service`/`service_id` with
 * `professional`/`calendar_id`) instead of a one-item `services` list is read as that list; the
 * schema the model sees stays the one above.
 */
export function liftFlatVisit(name: TToolName, raw: unknown): unknown {
  if (name !== 'find_free_slots' && name !== 'book_appointment') return raw;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw) || 'services' in raw) return raw;
  const { service, service_id, professional, calendar_id, ...rest } = raw as Record<string, unknown>;
  const one = service ?? service_id;
  if (one === undefined) return raw;
  const pro = professional ?? calendar_id;
  return { ...rest, services: [{ service: one, ...(pro === undefined ? {} : { professional: pro }) }] };
}
