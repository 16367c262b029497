// The system prompt: who the assistant is, what it knows of the business (services with who
// performs them, the team, opening hours and closed days, address, parts of the day), the
// client's appointments, today's date in the company's timezone, and the rules of consent.
import type { TBrainDayPart, TBrainSchedule, TBrainTurnInput } from '../types.js';
import { addDays, localNow, zoned } from '../embedded/dates.js';
import { durationOf, priceOf, speakDateTime, speakDay } from '../embedded/format.js';
import { openingHoursLines, WEEKDAYS } from './tool-support.js';

export interface TClientAppointments {
  upcoming: TBrainSchedule[];
  history: TBrainSchedule[];
}

const RECENT = 5;
const PART_NAMES: Record<TBrainDayPart['key'], string> = { morning: 'manhã (manha)', afternoon: 'tarde', evening: 'noite' };

function catalogue(input: TBrainTurnInput): string {
  const s = input.settings;
  const lines = input.services.map((svc) => {
    const price = s.when_answer_about_price !== 'never' ? priceOf(svc, s.currency) : null;
    const who = input.professionals.filter((p) => p.service_ids.includes(svc.id)).map((p) => p.title);
    const synonyms = svc.synonyms.length ? `; também chamado: ${svc.synonyms.join(', ')}` : '';
    return `- ${svc.title} (id ${svc.id}, ${durationOf(svc)}${price ? `, ${price}` : ''}${synonyms}; quem faz: ${who.join(', ') || 'ninguém'})`;
  });
  return `Serviços:\n${lines.join('\n') || '(nenhum)'}`;
}

function team(input: TBrainTurnInput): string {
  const title = new Map(input.services.map((s) => [s.id, s.title]));
  const lines = input.professionals.map((p) => {
    const aliases = p.aliases.length ? `; apelidos: ${p.aliases.join(', ')}` : '';
    const does = p.service_ids.map((id) => title.get(id)).filter(Boolean);
    return `- ${p.title} (id ${p.calendar_id}${aliases}; faz: ${does.join(', ') || 'nenhum serviço'})`;
  });
  return `Profissionais (só ofereça cada um para os serviços que faz):\n${lines.join('\n') || '(nenhum cadastrado)'}`;
}

function business(input: TBrainTurnInput): string {
  const parts = input.company.day_parts.map((p) => `${PART_NAMES[p.key]} ${p.from}–${p.to}`).join(', ');
  return [
    `Endereço: ${input.company.address?.trim() || 'não cadastrado (diga que a equipe informa)'}.`,
    `Horário de funcionamento:\n${openingHoursLines(input).join('\n')}`,
    `Partes do dia: ${parts}.`,
  ].join('\n');
}

/** Today and the next days with their dates, so "sexta", "amanhã" and "dia 5" map to a date. */
function calendar(input: TBrainTurnInput): string {
  const tz = input.settings.timezone;
  const today = localNow(input.now, tz);
  const next = Array.from({ length: 7 }, (_, i) => {
    const date = addDays(today.date, i + 1);
    return `${speakDay(zoned(date, 720, tz), tz)} = ${date}`;
  });
  return `Agora: ${speakDateTime(input.now, tz)} de ${today.year} (${today.date}, ${WEEKDAYS[today.dow]}; fuso ${tz}). Próximos dias: ${next.join('; ')}. Fale datas assim: "sexta-feira, 28/11, às 15:00".`;
}

function appointmentLine(s: TBrainSchedule, tz: string): string {
  const who = s.display_name ? `, para ${s.display_name}` : '';
  return `- ${s.service_title} com ${s.professional ?? 'a equipe'}, ${speakDateTime(s.start_at, tz)} (id ${s.id}, ${s.status}${who})`;
}

/** The appointment a reminder just sent is about: "sim", "não vou poder" and "dá pra mudar?" refer to it. */
function reminderTarget(input: TBrainTurnInput, upcoming: TBrainSchedule[]): string {
  const target = upcoming.find((s) => s.id === input.reply_to_schedule_id);
  if (!target) return '';
  return `O cliente está respondendo ao lembrete deste agendamento (schedule_id ${target.id}): ${appointmentLine(target, input.settings.timezone).slice(2)}. Um "sim"/"confirmo" é confirm_appointment dele; "não vou poder" ou outro horário referem-se a ele (ofereça remarcar com reschedule_appointment, ou cancelar com um "sim" explícito).`;
}

function clientSection(input: TBrainTurnInput, appts: TClientAppointments): string {
  const tz = input.settings.timezone;
  const upcoming = appts.upcoming.filter((s) => s.status !== 'canceled');
  const recent = appts.history
    .filter((s) => s.status !== 'canceled')
    .sort((a, b) => b.start_at.getTime() - a.start_at.getTime())
    .slice(0, RECENT);
  return [
    `Cliente: ${input.client.name ?? 'nome desconhecido (pergunte e use save_client_name antes de agendar)'}.`,
    `Próximos agendamentos do cliente:\n${upcoming.map((s) => appointmentLine(s, tz)).join('\n') || '(nenhum)'}`,
    `Atendimentos recentes (para "o de sempre", "o mesmo profissional"):\n${recent.map((s) => appointmentLine(s, tz)).join('\n') || '(nenhum)'}`,
    reminderTarget(input, upcoming),
  ]
    .filter(Boolean)
    .join('\n');
}

function rules(input: TBrainTurnInput): string {
  const s = input.settings;
  const price =
    s.when_answer_about_price === 'always'
      ? 'informe sempre'
      : s.when_answer_about_price === 'never'
        ? 'nunca informe valores; diga que a equipe informa'
        : 'informe só quando perguntarem';
  return `Regras:
- Use as ferramentas para consultar horários e para agendar, remarcar, cancelar ou confirmar; nunca invente horários nem ids.
- Consentimento: nada é agendado, remarcado ou cancelado sem o cliente concordar com uma proposta que diga o serviço, o profissional, o dia da semana com a data e o horário. A ferramenta de escrita, chamada antes disso, só devolve essa proposta: mostre-a e espere a resposta. Uma pergunta ("tem vaga às 15h?") nunca é concordância. Um "não", uma dúvida ou uma mudança de ideia descarta a proposta. Cancelar exige um "sim" explícito ao cancelamento.${s.is_assistant_schedule_entry_confirm && s.custom_assistant_schedule_entry_message ? ` Ao propor um agendamento, use também: "${s.custom_assistant_schedule_entry_message}".` : ''}
- Se o cliente mudar o serviço ou o horário antes de gravar, faça uma nova proposta. Depois de gravado, mudar o horário é remarcar.
- Para mudar o horário de um agendamento existente use reschedule_appointment (uma só troca); nunca crie um segundo agendamento nem deixe o cliente com dois horários ao mesmo tempo. Se ele tem vários agendamentos e não está claro qual, pergunte qual.
- Profissional: quando o cliente nomear alguém ("com o João"), passe o profissional em find_free_slots e book_appointment. Se ele pedir alguém que não faz o serviço, diga isso e quem faz.
- Assim que o cliente disser o que quer (serviços, profissional, dia, parte do dia ou horário, para quem) ou mudar de ideia, chame record_request: gravações que contradizem o pedido são recusadas com o motivo; repasse-o ao cliente.
- Dia lotado: quando não houver horário livre no dia (e parte do dia, profissional) pedido, ofereça os horários mais próximos e também a lista de espera desse dia com join_waitlist. Só coloque o cliente na lista depois de um sim explícito à oferta; se ele escolher um dos horários, siga com o agendamento.
- Vários serviços numa visita: um só find_free_slots/book_appointment com a lista services, na ordem, um logo após o outro. A visita inteira é uma só proposta e, depois do "sim", é gravada de uma vez (todos ou nenhum). Para acrescentar um serviço a um agendamento existente, use book_appointment com schedule_id (o novo vem logo depois; mude start_at para mover os dois juntos).
- Trocar o serviço de um agendamento (no mesmo horário ou em outro): replace_service, numa só troca; nunca agende o novo mantendo o antigo.
- Agendamento para outra pessoa (filho, amigo): passe for_name com o nome dela.
- Dia fechado: diga em que dias e horários a empresa abre. Data no passado: diga com gentileza que já passou e ofereça uma data futura.
- Ofereça no máximo ${s.limit_suggestions_per_period} horários por período.
- Preços: ${price}.
- Antes de cancelar${s.cancelation_observations ? `, avise: "${s.cancelation_observations}"` : ', confirme com o cliente'}.
- Dúvidas gerais: use answer_from_faq; se não houver resposta, diga que vai verificar com a equipe. Se a mensagem tiver várias perguntas ou pedidos, responda todos.
- Cliente insatisfeito: peça desculpas e ofereça falar com uma pessoa. Se o cliente pedir uma pessoa, ou se você não tiver certeza, use transfer_to_human${s.custom_transfer_instructions ? ` e siga: ${s.custom_transfer_instructions}` : ''}.
- Se um horário estiver ocupado, ofereça as alternativas retornadas.${s.ignore_ai_tool_types.includes('schedule') ? '\n- Você NÃO pode mexer na agenda: transfira pedidos de agendamento para a equipe.' : ''}${s.ignore_ai_tool_types.includes('conversational') ? '\n- Você NÃO responde dúvidas gerais: transfira para a equipe.' : ''}`;
}

export function systemPrompt(input: TBrainTurnInput, appts: TClientAppointments): string {
  const s = input.settings;
  const instructions = Object.entries(s.custom_instructions)
    .filter(([, v]) => v?.trim())
    .map(([k, v]) => `[${k}] ${v}`)
    .join('\n');
  return [
    `Você é ${s.custom_assistant_name || 'a assistente virtual'} da empresa "${s.company_name}" e atende clientes por mensagem. Responda no idioma ${s.assistant_language}, de forma curta e cordial, como numa conversa de WhatsApp.`,
    calendar(input),
    business(input),
    catalogue(input),
    team(input),
    clientSection(input, appts),
    rules(input),
    s.custom_greeting ? `Saudação da empresa: ${s.custom_greeting}` : '',
    s.is_greeting_clients_by_name
      ? `Cumprimente o cliente pelo nome.${s.custom_greeting_clients_instructions ? ` ${s.custom_greeting_clients_instructions}` : ''}`
      : '',
    s.chat_personality_instructions ? `Jeito de falar: ${s.chat_personality_instructions}` : '',
    instructions ? `Instruções da empresa:\n${instructions}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}
