// "nutri e fisio no mesmo dia, tanto faz a ordem": the client leaves the order of the visit to us, so
// when the order said does not fit the day, the other orders are tried before saying there is nothing.
import type { TBrainService } from '../types.js';
import { anyOf } from './lexicon/compile.js';
import type { Turn } from './state.js';
import { normalize } from './text.js';
import { matchService } from './match.js';

const ANY_ORDER_RE = anyOf([
  'tanto faz a ordem',
  'a ordem tanto faz',
  '(em )?qualquer ordem',
  'nao importa a ordem',
  'a ordem nao importa',
  'tanto faz qual (vem )?primeiro',
  'tanto faz o que (vem )?primeiro',
  'qualquer um primeiro',
]);

/** Whether the client, now or earlier in this visit, left the order to us (kept in the dialogue state). */
export function orderLeftToUs(turn: Turn): boolean {
  const said = normalize(turn.input.messages.join(' '));
  if (ANY_ORDER_RE.test(said)) turn.state.visit_any_order = true;
  // ("a carla faz sobrancelha tb? queria junto com o corte": no order said, so none is kept when the other one fits.)
  return turn.state.visit_any_order === true || !ORDER_SAID_RE.test(said);
}

/** Words that order a visit's services ("primeiro o corte, depois a barba", "a escova antes"). */
const ORDER_SAID_RE =
  /\b(?:primeiro|primeira|antes|depois|dps|apos|seguida|e ai|por ultimo|no final|comecando|comeca|comecar|termina|terminar)\b/;

/** Every other order of the services (a visit has few: at most 24 orders of 4). */
function otherOrders(services: TBrainService[]): TBrainService[][] {
  if (services.length > 4) return [];
  const all: TBrainService[][] = [];
  const walk = (done: TBrainService[], rest: TBrainService[]) => {
    if (!rest.length) return void all.push(done);
    rest.forEach((s, i) => walk([...done, s], [...rest.slice(0, i), ...rest.slice(i + 1)]));
  };
  walk([], services);
  return all.slice(1);
}

/** The first other order whose plan fits, with that plan. */
export async function planInAnotherOrder<T>(
  services: TBrainService[],
  plan: (ordered: TBrainService[]) => Promise<T | null>,
): Promise<{ services: TBrainService[]; plan: T } | null> {
  for (const ordered of otherOrders(services)) {
    const found = await plan(ordered);
    if (found) return { services: ordered, plan: found };
  }
  return null;
}

/** "pé e mão sexta, primeiro a mão dps o pé": the service said to come first leads the visit. */
const FIRST_SAID_RE = /\bprimeir[oa]\s+(?:(?:o|a|faz|fazer|quero)\s+){0,2}([a-z]+(?:\s+[a-z]+)?)/;

export function firstAsSaid(raw: string, list: TBrainService[]): TBrainService[] {
  const said = FIRST_SAID_RE.exec(normalize(raw))?.[1];
  const first = said ? matchService(said, list)?.service : undefined;
  return first ? [first, ...list.filter((s) => s.id !== first.id)] : list;
}
