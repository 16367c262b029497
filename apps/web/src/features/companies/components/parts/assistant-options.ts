// Choices of the assistant settings tabs (values are what company/update stores).
import { type TCustomInstructionArea } from '@agenda/shared/company';
import { SUSPEND_AFTER_HUMAN_OPTIONS } from '@agenda/shared/options';
import type { TChatPersonality } from '../../api/get-chat-personalities';

/** The default friendly tone (stored as a null slug); the other tones come from /admin/chat_personality. */
export const PERSONALITY_DEFAULT = 'padrao';

/** The default tone first, then the staff's personalities; a saved slug missing from the list stays selectable. */
export function personalityOptions(list: TChatPersonality[] | undefined, current: string | null) {
  const options = [
    { value: PERSONALITY_DEFAULT, label: 'Simpática e acolhedora (padrão)' },
    ...(list ?? []).map((p) => ({
      value: p.slug,
      label: p.is_active ? p.name : `${p.name} (não é mais oferecida)`,
      hint: p.description ?? undefined,
    })),
  ];
  if (current && current !== PERSONALITY_DEFAULT && !options.some((o) => o.value === current)) {
    options.push({ value: current, label: current, hint: undefined });
  }
  return options;
}

export const INSTRUCTION_AREAS: { area: TCustomInstructionArea; label: string; description: string; placeholder: string }[] = [
  {
    area: 'Client_Entry_Routing',
    label: 'Primeiro contato',
    description: 'O que fazer quando um cliente chega: o que perguntar primeiro e para onde levar a conversa.',
    placeholder: 'Ex.: Sempre pergunte qual serviço a pessoa quer antes de oferecer horários.',
  },
  {
    area: 'Client_Conversational',
    label: 'Conversa e dúvidas gerais',
    description: 'Tom da conversa, assuntos que pode ou não comentar e informações da empresa.',
    placeholder: 'Ex.: Não fale de concorrentes. Se perguntarem sobre estacionamento, diga que há vagas na rua.',
  },
  {
    area: 'Client_Service_Info',
    label: 'Serviços e preços',
    description: 'Detalhes que ajudam a explicar os serviços: preparo, duração, cuidados e restrições.',
    placeholder: 'Ex.: Para a progressiva, o cabelo precisa estar sem química há 30 dias.',
  },
];

/** docs/spec.md §9 options in minutes; the company stores hours. */
export function suspendOptions(currentHours: number) {
  const list = SUSPEND_AFTER_HUMAN_OPTIONS.map((o) => ({ value: String(o.value / 60), label: o.label }));
  if (!list.some((o) => Number(o.value) === currentHours)) {
    const minutes = Math.round(currentHours * 60);
    list.push({ value: String(currentHours), label: minutes % 60 ? `${minutes} minutos` : `${minutes / 60} horas` });
  }
  return list;
}

const DELAYS = [0, 5, 10, 15, 30, 60, 120, 300];
function delayLabel(s: number): string {
  if (s === 0) return 'Responder na hora';
  if (s < 60) return `Esperar ${s} segundos`;
  return s === 60 ? 'Esperar 1 minuto' : `Esperar ${s / 60} minutos`;
}
/** min_response_delay in seconds. */
export function delayOptions(current: number) {
  const values = DELAYS.includes(current) ? DELAYS : [...DELAYS, current].sort((a, b) => a - b);
  return values.map((s) => ({ value: String(s), label: delayLabel(s) }));
}

export const SUGGESTION_LIMIT_OPTIONS = [1, 2, 3, 4, 5, 6, 8, 10].map((n) => ({
  value: String(n),
  label: n === 1 ? 'Só 1 horário' : `Até ${n} horários`,
}));

const BOOKING_CAPS = [1, 2, 3, 4, 5, 6, 8, 10, 15, 20];
/** max_upcoming_schedules_per_client (0 = no limit); a value set elsewhere stays listed. */
export function bookingCapOptions(current: number) {
  const values = current === 0 || BOOKING_CAPS.includes(current) ? BOOKING_CAPS : [...BOOKING_CAPS, current].sort((a, b) => a - b);
  return [
    ...values.map((n) => ({ value: String(n), label: n === 1 ? '1 agendamento' : `${n} agendamentos` })),
    { value: '0', label: 'Sem limite' },
  ];
}

export const nullIfBlank = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);
