// The safety layer's per-chat state (chats.dialogue_state): the pending proposal, what was last
// offered and whether the client is moving an appointment. Only the layer writes it; a brain
// cannot forge an agreement by editing its own state.
import { WEEKDAY_NAMES } from './brain/embedded/lexicon/weekdays.js';
import { z } from 'zod';
import type { TBrainProposal } from './brain/types.js';
import { fold } from './consent-mentions.js';
import { speakDateTime } from './brain/embedded/format.js';

const ZProposal = z.object({
  action: z.enum(['book', 'move', 'cancel', 'replace']),
  service_id: z.string(),
  service_title: z.string(),
  calendar_id: z.string(),
  professional: z.string(),
  start_at: z.string(),
  schedule_id: z.string().nullable(),
  from_start_at: z.string().nullable(),
  display_name: z.string().nullable().optional(),
  text: z.string(),
  shown_turn: z.number().int(),
});

const ZOffered = z.object({
  service_id: z.string(),
  schedule_id: z.string().nullable(),
  shown_turn: z.number().int(),
  slots: z.array(z.object({ calendar_id: z.string(), start_at: z.string(), professional: z.string() })),
});

/** What the client asked for; every later write must match it (see guarded-constraints.ts). */
const ZConstraints = z.object({
  calendar_id: z.string().nullable().default(null),
  service_ids: z.array(z.string()).default([]),
  date: z.string().nullable().default(null),
  window: z.object({ from: z.number().int(), to: z.number().int() }).nullable().default(null),
  for_name: z.string().nullable().default(null),
});

/** The waitlist offer shown (guarded-waitlist.ts): only a yes to this one puts the client on the list. */
const ZWaitlistOffer = z.object({
  service_id: z.string(),
  calendar_id: z.string().nullable(),
  date: z.string(),
  window: z.object({ from: z.number().int(), to: z.number().int() }).nullable(),
  shown_turn: z.number().int(),
});

const ZGuardState = z.object({
  turn: z.number().int().default(0),
  pending: ZProposal.nullable().default(null),
  offered: ZOffered.nullable().default(null),
  goal: z.enum(['move']).nullable().default(null),
  /** Every booking proposed in one turn (a visit with several services): one yes agrees to all. */
  visit: z.array(ZProposal).default([]),
  /** A proposal of another action shown in the same message as the pending one (guarded-beside.ts). */
  beside: z.array(ZProposal).default([]),
  constraints: ZConstraints.nullable().default(null),
  waitlist: ZWaitlistOffer.nullable().default(null),
});

export type TStoredProposal = z.infer<typeof ZProposal>;
export type TGuardState = z.infer<typeof ZGuardState>;
export type TStoredConstraints = z.infer<typeof ZConstraints>;

/** A damaged or older state reads as empty: the worst case is asking the client again. */
export function readGuardState(raw: unknown): TGuardState {
  const parsed = ZGuardState.safeParse(raw ?? {});
  return parsed.success
    ? parsed.data
    : { turn: 0, pending: null, offered: null, goal: null, visit: [], beside: [], constraints: null, waitlist: null };
}

const art = (title: string) => `*${title}*`;
/** "no sábado, 07/03, às 10:00" / "na sexta-feira, 06/03, às 10:00" */
const onDay = (when: string) => `${/^(sábado|domingo)/.test(when) ? 'no' : 'na'} ${when}`;

export function proposalText(p: Omit<TBrainProposal, 'text'>, tz: string): string {
  const when = speakDateTime(new Date(p.start_at), tz);
  if (p.action === 'cancel')
    return `Você confirma o cancelamento de ${art(p.service_title)} com ${art(p.professional)} ${onDay(when)}? Responda *sim* para cancelar.`;
  if (p.action === 'move') {
    const from = p.from_start_at ? ` de ${speakDateTime(new Date(p.from_start_at), tz)}` : '';
    // Only the professional changes: saying the same day twice reads like a mistake.
    if (p.from_start_at && new Date(p.from_start_at).getTime() === new Date(p.start_at).getTime())
      return `Posso passar seu horário de ${art(p.service_title)}${from} para ${art(p.professional)}, no mesmo dia e horário?`;
    return `Posso remarcar seu horário de ${art(p.service_title)}${from} para ${when}, com ${art(p.professional)}?`;
  }
  if (p.action === 'replace') {
    const from = p.from_start_at ? ` de ${speakDateTime(new Date(p.from_start_at), tz)}` : '';
    // The same appointment changes service: said as one change, with the time only when it moves too.
    if (p.from_start_at && new Date(p.from_start_at).getTime() === new Date(p.start_at).getTime())
      return `Posso trocar seu agendamento${from} para ${art(p.service_title)} com ${art(p.professional)}, no mesmo horário?`;
    return `Posso trocar seu agendamento${from} para ${art(p.service_title)} com ${art(p.professional)} ${onDay(when)}?`;
  }
  const forWhom = p.display_name ? ` para ${art(p.display_name)}` : '';
  return `Posso confirmar ${art(p.service_title)}${forWhom} com ${art(p.professional)} ${onDay(when)}?`;
}

/** One proposal for a whole visit: "Posso confirmar sua visita na quarta-feira, 04/03: *Corte* com *Ana* às 15:00, depois *Barba* com *Rui* às 15:30?" */
export function visitProposalText(parts: TBrainProposal[], tz: string): string {
  if (parts.length === 1) return parts[0]!.text;
  const day = speakDateTime(new Date(parts[0]!.start_at), tz).split(', às')[0]!;
  const at = (iso: string) => speakDateTime(new Date(iso), tz).split(', às ')[1] ?? '';
  const lines = parts.map((p) =>
    p.action === 'move'
      ? `seu ${art(p.service_title)} passa${p.from_start_at ? ` de ${speakDateTime(new Date(p.from_start_at), tz)}` : ''} para as ${at(p.start_at)} com ${art(p.professional)}`
      : `${art(p.service_title)}${p.display_name ? ` para ${art(p.display_name)}` : ''} com ${art(p.professional)} às ${at(p.start_at)}`,
  );
  return `Posso confirmar sua visita ${onDay(day)}: ${lines.join(', depois ')}? Tudo é gravado junto, de uma vez.`;
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** "15h", "15h00", "15 h" read as "15:00" so any way the brain wrote the time is recognised. */
function timesIn(text: string): string {
  return fold(text)
    .replace(/(\d{1,2})\s*h\s*(\d{2})/g, (_, h: string, m: string) => `${h.padStart(2, '0')}:${m}`)
    .replace(/(\d{1,2})\s*h(?!\d)/g, (_, h: string) => `${h.padStart(2, '0')}:00`)
    .replace(/(^|\D)(\d):(\d{2})/g, (_, a: string, h: string, m: string) => `${a}0${h}:${m}`);
}

/**
 * Whether the message the client last saw named the professional, the weekday and the time of
 * what is about to be written: the proposal that was agreed to must be the one that was shown.
 */
export function sawProposal(lastAssistant: string | null, p: { professional: string; start_at: string }, tz: string): boolean {
  if (!lastAssistant) return false;
  const shown = timesIn(lastAssistant);
  const local = new Date(new Date(p.start_at).toLocaleString('en-US', { timeZone: tz }));
  const minutes = local.getHours() * 60 + local.getMinutes();
  const day = WEEKDAY_NAMES[local.getDay()]!;
  return shown.includes(fold(p.professional)) && shown.includes(hhmm(minutes)) && shown.includes(day);
}

/** The client must see the proposal it is asked to agree to: appended when the reply does not show it. */
export function showProposal(replies: string[], proposal: TBrainProposal | null, tz: string): string[] {
  if (!proposal || sawProposal(replies.join('\n'), proposal, tz)) return replies;
  if (!replies.length) return [proposal.text];
  return [...replies.slice(0, -1), `${replies[replies.length - 1]}\n\n${proposal.text}`];
}
