// Two or three ways to say each kind of message, picked deterministically per chat and turn: the
// same conversation replays the same words, but consecutive turns do not open with the same line.
import type { Turn } from './state.js';

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** An index below `n` for this chat, this turn and this message kind. */
export function variant(turn: Turn, kind: string, n: number): number {
  return hash(`${turn.input.client.id}|${turn.input.history.length}|${kind}`) % n;
}

/** One of `options` for this chat, this turn and this message kind. */
export function phrase(turn: Turn, kind: string, options: readonly string[]): string {
  return options[variant(turn, kind, options.length)]!;
}

export const OFFER_HEADS = [
  (what: string, day: string) => `Para *${what}* ${day} tenho estes horários:`,
  (what: string, day: string) => `Olhei a agenda de *${what}* ${day}. Tenho livre:`,
  (what: string, day: string) => `${day.charAt(0).toUpperCase()}${day.slice(1)}, para *${what}*, consigo:`,
] as const;

export const OFFER_TAILS = ['Qual fica melhor pra você?', 'Qual você prefere?', 'Algum desses serve?'] as const;

export const HELP_LINES = [
  'Como posso te ajudar? Posso ver horários, agendar, remarcar ou cancelar e tirar suas dúvidas.',
  'Em que posso ajudar? Vejo horários, agendo, remarco, cancelo e respondo suas dúvidas 🙂',
  'Me conta o que você precisa: horário, remarcação, cancelamento ou alguma dúvida?',
] as const;
