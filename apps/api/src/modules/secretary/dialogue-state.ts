// The safety layer's per-chat state (chats.dialogue_state): the pending proposal, what was last
// offered and whether the client is moving an appointment. Only the layer writes it; a brain
// cannot forge an agreement by editing its own state.
import { z } from 'zod';
import type { TBrainProposal } from './brain/types.js';
import { fold } from './consent.js';
import { speakDateTime } from './brain/embedded/format.js';

const ZProposal = z.object({
  action: z.enum(['book', 'move', 'cancel']),
  service_id: z.string(),
  service_title: z.string(),
  calendar_id: z.string(),
  professional: z.string(),
  start_at: z.string(),
  schedule_id: z.string().nullable(),
  from_start_at: z.string().nullable(),
  text: z.string(),
  shown_turn: z.number().int(),
});

const ZOffered = z.object({
  service_id: z.string(),
  schedule_id: z.string().nullable(),
  shown_turn: z.number().int(),
  slots: z.array(z.object({ calendar_id: z.string(), start_at: z.string(), professional: z.string() })),
});

const ZGuardState = z.object({
  turn: z.number().int().default(0),
  pending: ZProposal.nullable().default(null),
  offered: ZOffered.nullable().default(null),
  goal: z.enum(['move']).nullable().default(null),
});

export type TStoredProposal = z.infer<typeof ZProposal>;
export type TGuardState = z.infer<typeof ZGuardState>;

/** A damaged or older state reads as empty: the worst case is asking the client again. */
export function readGuardState(raw: unknown): TGuardState {
  const parsed = ZGuardState.safeParse(raw ?? {});
  return parsed.success ? parsed.data : { turn: 0, pending: null, offered: null, goal: null };
}

const art = (title: string) => `*${title}*`;

export function proposalText(p: Omit<TBrainProposal, 'text'>, tz: string): string {
  const when = speakDateTime(new Date(p.start_at), tz);
  if (p.action === 'cancel')
    return `Você confirma o cancelamento de ${art(p.service_title)} com ${art(p.professional)} na ${when}? Responda *sim* para cancelar.`;
  if (p.action === 'move') {
    const from = p.from_start_at ? ` de ${speakDateTime(new Date(p.from_start_at), tz)}` : '';
    return `Posso remarcar seu ${art(p.service_title)}${from} para ${when}, com ${art(p.professional)}?`;
  }
  return `Posso confirmar ${art(p.service_title)} com ${art(p.professional)} na ${when}?`;
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** "15h", "15h00", "15 h" read as "15:00" so any way the brain wrote the time is recognised. */
function timesIn(text: string): string {
  return fold(text)
    .replace(/(\d{1,2})\s*h\s*(\d{2})/g, (_, h: string, m: string) => `${h.padStart(2, '0')}:${m}`)
    .replace(/(\d{1,2})\s*h(?!\d)/g, (_, h: string) => `${h.padStart(2, '0')}:00`)
    .replace(/(^|\D)(\d):(\d{2})/g, (_, a: string, h: string, m: string) => `${a}0${h}:${m}`);
}

const WEEKDAYS = ['domingo', 'segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado'];

/**
 * Whether the message the client last saw named the professional, the weekday and the time of
 * what is about to be written: the proposal that was agreed to must be the one that was shown.
 */
export function sawProposal(lastAssistant: string | null, p: { professional: string; start_at: string }, tz: string): boolean {
  if (!lastAssistant) return false;
  const shown = timesIn(lastAssistant);
  const local = new Date(new Date(p.start_at).toLocaleString('en-US', { timeZone: tz }));
  const minutes = local.getHours() * 60 + local.getMinutes();
  const day = WEEKDAYS[local.getDay()]!;
  return shown.includes(fold(p.professional)) && shown.includes(hhmm(minutes)) && shown.includes(day);
}
