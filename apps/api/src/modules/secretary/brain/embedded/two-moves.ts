// "passa meu corte e a barba de sexta pra sábado no msm horário", "consegue passar as duas (consulta e limpeza) pra
// terça que vem": two of the client's appointments moved in one message. Read as one, a single move was proposed
// (the other silently left) or a new visit booked. The message is read as two moves: the first now, the second queued
// behind it (move-then-request.ts), shown beside its proposal so one yes does both (queued-requests.ts).
import type { TBrainService } from '../types.js';
import { asksToMove } from '../../consent.js';
import { matchService } from './match.js';
import { splitBoth } from './both-moved.js';
import { splitMoveClauses } from './move-clauses.js';
import type { Turn } from './state.js';
import { normalize, tokens } from './text.js';

const ARTICLE = /^(?:o|a|os|as|meu|minha|meus|minhas)$/;

/** Whether `big`'s title has every word of `small`'s ("Corte e barba" holds "Corte"). */
function holds(big: TBrainService, small: TBrainService): boolean {
  const bigWords = new Set(tokens(normalize(big.title)));
  return tokens(normalize(small.title)).every((w) => bigWords.has(w));
}

/** The service named by the words [from, to) of `words`, leading articles left out. */
function named(words: string[], from: number, to: number, services: TBrainService[]): TBrainService | null {
  while (from < to && ARTICLE.test(words[from]!)) from++;
  return from < to ? (matchService(words.slice(from, to).join(' '), services)?.service ?? null) : null;
}

/** The text less the other service's own time said after it ("e o pé às 15h"). */
function withoutOwnTime(text: string, other: string): string {
  // (The client's own words go into a pattern: escaped.)
  const bare = other.replace(/^(?:o|a|os|as|meu|minha) /, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const own = new RegExp(
    `(?:\\be )?(?:\\b(?:o|a|os|as|meu|minha) )?\\b${bare} (?:as|para as|pras|pra|a partir das) \\d{1,2}(?:h\\d{0,2}|:\\d{2})?\\b`,
    'g',
  );
  return text.replace(own, ' ').replace(/ +/g, ' ');
}

/** The move of each of two services joined by "e" ("o corte e a barba"), as two messages; null when it is not that. */
export function splitTwoMoves(message: string, services: TBrainService[]): { said: [string, string]; ids: [string, string] } | null {
  const words = normalize(message).split(' ');
  for (let i = 1; i < words.length - 1; i++) {
    if (words[i] !== 'e') continue;
    for (let a = Math.max(0, i - 3); a < i; a++) {
      const first = named(words, a, i, services);
      if (!first || named(words, a + 1, i, services)?.id === first.id) continue;
      for (let b = Math.min(words.length, i + 4); b > i + 1; b--) {
        const second = named(words, i + 1, b, services);
        if (!second || second.id === first.id || named(words, i + 1, b - 1, services)?.id === second.id) continue;
        // ("troca o corte por corte e barba" with a "Corte e barba" in the catalogue: one service holding the other.)
        if (holds(first, second) || holds(second, first)) return null;
        // (The first one's article stays with it: "passa meu corte e a barba" → "passa a barba".)
        let start = a;
        while (start > 0 && ARTICLE.test(words[start - 1]!)) start--;
        const left = words.slice(0, start).join(' ');
        const right = words.slice(b).join(' ');
        const firstWords = words.slice(start, i).join(' ');
        const secondWords = words.slice(i + 1, b).join(' ');
        // ("…pra sexta? a mão às 14h e o pé às 15h": each one's own time stays with it alone.)
        const said: [string, string] = [
          `${left} ${firstWords} ${withoutOwnTime(right, secondWords)}`.trim(),
          `${left} ${secondWords} ${withoutOwnTime(right, firstWords)}`.trim(),
        ];
        return { said, ids: [first.id, second.id] };
      }
    }
  }
  return null;
}

/** The first move of the message, the second queued behind it; the message as it was unless it moves two held ones. */
export async function queueTwoMoves(turn: Turn, message: string): Promise<string> {
  const st = turn.state;
  if (st.flow === 'reschedule' || st.awaiting || st.then || !turn.canSchedule() || !asksToMove(message)) return message;
  const now = turn.input.now;
  const mine = (await turn.input.tools.listAppointments('upcoming')).filter((a) => a.status !== 'canceled' && a.start_at > now);
  const split = splitTwoMoves(message, turn.input.services);
  // Both held as they are named (not one "Corte + Barba" appointment); or both said as "os dois" (both-moved.ts).
  const said = split?.ids.every((id) => mine.some((a) => a.service_id === id))
    ? split.said
    : split
      ? null
      : (splitBoth(message, mine, { services: turn.input.services, now, tz: turn.tz }) ??
        splitMoveClauses(message, mine, turn.input.services));
  if (!said) return message;
  st.then = said[1];
  st.then_slots = null; // shown beside the first move's proposal (queued-requests.ts)
  return said[0];
}
