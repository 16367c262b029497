// "pra mim e pro meu irmão, corte os dois. qro com o dudu e ele pode ser c o marcão": one service for both people,
// and each person's own professional said in their own clause. Keyed by service (visit_pros), the two would be one
// and the same, so the party carries them per person, in the order of its names.
import type { TBrainProfessional, TBrainService } from '../types.js';
import { matchProfessional } from './understand/people.js';
import { normalize, tokens } from './text.js';
import type { Turn } from './state.js';
import { isRelation } from './people.js';

/** Where the clause of another person starts ("e ele", "e a minha mãe"); sentences are split as written first. */
const CLAUSE_RE = /\s+e\s+(?=(?:ele|ela|eu|o (?:meu|\w+)|a (?:minha|\w+)|pro|pra|pr[ao] (?:meu|minha))\b)/;
const OTHER_RE = /\b(?:ele|ela|dele|dela|o meu|a minha|pro meu|pra minha|para o meu|para a minha)\b/;
const SELF_RE = /\b(?:eu|mim|quero|qro|queria|qria|prefiro|gostaria|pra mim|me atende)\b/;

/** Per person of the party (`names`: null for the client), the professional asked for; null unless both are said apart. */
function prosPerPerson(
  written: string,
  names: Array<string | null>,
  team: TBrainProfessional[],
  services: TBrainService[],
): [string, string] | null {
  const serviceWords = new Set(services.flatMap((s) => tokens(normalize(s.title))));
  const other = names.find((n) => n !== null);
  const first = other
    ? normalize(other)
        .split(' ')[0]!
        .replace(/[^a-z0-9]/g, '')
    : '';
  const otherName = first ? new RegExp(`\\b${first}\\b`) : null;
  const unnamed = !!other && isRelation(other);
  const mine: string[] = [];
  const theirs: string[] = [];
  const clauses = written.split(/[,.;!?\n]/).flatMap((sentence) => normalize(sentence).split(CLAUSE_RE));
  for (const clause of clauses) {
    const pro = matchProfessional(clause, team, serviceWords);
    if (!pro || !('calendar_id' in pro)) continue;
    // ("o miguel com o dudu e eu com o marcos" with the other known only as "filho": a clause not the client's is theirs.)
    if (OTHER_RE.test(clause) || otherName?.test(clause) || (unnamed && !SELF_RE.test(clause))) theirs.push(pro.calendar_id);
    else if (SELF_RE.test(clause)) mine.push(pro.calendar_id);
  }
  if (mine.length !== 1 || theirs.length !== 1 || mine[0] === theirs[0]) return null;
  return names[0] === null ? [mine[0]!, theirs[0]!] : [theirs[0]!, mine[0]!];
}

/**
 * Each person's own professional said apart in this message ("eu com o Dudu e ele com o Marcão", "16h pra mim com o
 * marcão e o caio no msm horário com o dudu"), kept per person (one service for both) or per service.
 */
export function withOwnProfessionals(turn: Turn, services: TBrainService[]): void {
  const party = turn.state.party;
  if (!party || services.length !== 2) return;
  const pros = prosPerPerson(turn.input.messages.join('\n'), party.names, turn.input.professionals ?? [], turn.input.services);
  if (!pros) return;
  // (One service for both: per service, the two would be one; what an earlier message set per service goes.)
  if (services[0]!.id === services[1]!.id) Object.assign(turn.state, { party: { ...party, pros }, visit_pros: {} });
  else turn.state.visit_pros = Object.fromEntries(services.map((s, i) => [s.id, pros[i]!]));
}
