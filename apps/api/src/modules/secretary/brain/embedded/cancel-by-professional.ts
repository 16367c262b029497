// "no sábado vou fazer só o cabelo com a carla, cancela os horários com a jéssica": the professional named in the
// cancel's own clause says which appointments go (all of theirs, said in the plural). Read on the whole message, the
// service of the clause kept ("o cabelo") chose the very appointment the client keeps.
import type { TScheduleRef, Turn } from './state.js';
import { namedProfessional } from './team.js';
import { fold } from './text.js';
import { CANCEL_WORD_RE } from '../../consent.js';

const PLURAL_RE = /\b(?:os|as|meus|minhas) (?:horarios|agendamentos|marcacoes|sessoes|atendimentos)\b|\btudo\b|\btodos\b|\btodas\b/;

/** "aquele meu com o dudu", "a minha com a jéssica": an own appointment named by who does it (no "pra" between: a move). */
const OWN_WITH_RE = /\b(?:aquel[ea]|o|a)\s+(?:meu|minha)\b(?:\s+(?!pra\b|para\b|pro\b)[a-z]+){0,2}\s+com\s+(?:o|a)\s+[a-z]+/;

/** The appointments of the professional the cancel names, and whether all of them are meant; null when none is named. */
export function cancelledWithProfessional(turn: Turn, list: TScheduleRef[]): { list: TScheduleRef[]; all: boolean } | null {
  const clause = fold(turn.input.messages.join(' '))
    .split(/[,.;!?\n]|\bmas\b/)
    .find((c) => CANCEL_WORD_RE.test(c));
  if (!clause) return null;
  const pros = turn.input.professionals ?? [];
  // "aquele meu com o dudu não vou conseguir ir, cancela pra mim?": the appointment named by its professional
  // in a clause of its own, before the cancel word.
  const ref = OWN_WITH_RE.exec(fold(turn.input.messages.join(' ')))?.[0];
  const named = namedProfessional(clause, pros, turn.input.services) ?? (ref ? namedProfessional(ref, pros, turn.input.services) : null);
  if (!named || !('professional' in named)) return null;
  const pro = named.professional;
  const theirs = list.filter((s) => s.calendar_id === pro.calendar_id || s.professional === pro.title);
  return theirs.length && theirs.length < list.length ? { list: theirs, all: PLURAL_RE.test(clause) } : null;
}
