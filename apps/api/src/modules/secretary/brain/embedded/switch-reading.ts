// Reading a service switch in a message ("troca a escova por hidratação", "em vez de corte quero barba", "volta pro
// corte e barba msm"): which of the client's services goes and which comes in its place. Acted on by service-switch.ts.
import type { TBrainService } from '../types.js';
import { matchService, mentionedServices } from './match.js';
import type { TScheduleRef } from './state.js';
import { normalize, tokens } from './text.js';

/** Words that say "this service instead of that one" (folded text). */
// ("volta pro corte e barba msm": back to the service first asked, in place of the one booked.)
export const SWITCH_WORDS = [
  'troca',
  'trocar',
  'troque',
  'troco',
  'substitui',
  'substituir',
  'muda',
  'mudar',
  'mude',
  'volta',
  'voltar',
  'volte',
];
// ("queria fazer fisioterapia com ele no lugar": "no lugar" alone is in place of the one held.)
export const INSTEAD_OF = ['em vez d', 'ao inves d', 'no lugar', 'invés d'];
/** "tipo 10h no lugar do pé": a time put in the other's place, no service instead of it. */
const TIME_INSTEAD_RE = /(?:\b\d{1,2}(?:\s*h\s*\d{0,2}|:\d{2})?|\b(?:horario|hora|mais cedo|mais tarde))\s*$/;
/** Words after which the new service is named ("por hidratação", "pra hidratação", "quero barba"). */
const NEW_SIDE = ['por', 'pra', 'para', 'pela', 'pelo', 'quero', 'queria', 'prefiro', 'faco', 'fazer'];

/**
 * "volta pro corte e barba msm" goes back to a service; "a dra pediu pra eu voltar pra mostrar os exames" is coming
 * again: "voltar" is a switch word only when a service follows it.
 */
export function backToService(text: string, services: TBrainService[]): string {
  return text.replace(/\b(?:volta|voltar|volte)\b((?:\s+[^\s,.;!?]+){0,4})/g, (all, after: string) =>
    matchService(after, services) ? all : `vir${after}`,
  );
}

/** What ends one request and starts another ("…pra sexta. e também queria saber quanto…"). */
const CLAUSE_BREAK_RE = /[?.!;]|\b(tambem|quanto|queria saber|outra coisa|e outra)\b/;

export const wordsRe = (list: string[]) => new RegExp(`\\b(${list.join('|')})\\b`);

/** The services named in the message, each with where it was named. */
function servicesAt(text: string, services: TBrainService[]): Array<{ service: TBrainService; at: number }> {
  const out: Array<{ service: TBrainService; at: number }> = [];
  const re = /\S+/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const window = text.slice(m.index, m.index + 24);
    const hit = matchService(window.split(/\b(?:por|pra|para|e|no|na|de|do|da)\b/)[0] ?? window, services);
    if (hit && !out.some((o) => o.service.id === hit.service.id)) out.push({ service: hit.service, at: m.index });
  }
  return out;
}

export function readSwitch(text: string, services: TBrainService[], mine: TScheduleRef[]) {
  const instead = INSTEAD_OF.some((w) => text.includes(w) && !TIME_INSTEAD_RE.test(text.slice(0, text.indexOf(w))));
  if (!instead && !wordsRe(SWITCH_WORDS).test(text)) return null;
  const named = servicesAt(text, services);
  const owned = named.filter((n) => mine.some((s) => s.service_id === n.service.id));
  const old = owned[0]?.service ?? (mine.length === 1 ? services.find((s) => s.id === mine[0]!.service_id) : undefined);
  const verbAt = Math.min(
    ...[wordsRe(SWITCH_WORDS).exec(text)?.index ?? -1, ...INSTEAD_OF.map((w) => text.indexOf(w))].filter((i) => i >= 0),
  );
  // "trocar pra corte e barba" with a Corte masculino booked: the own service's word sits inside the new
  // side (after the verb's "pra"), so the new side is read from the verb, not from that word.
  const verbMarker = wordsRe(NEW_SIDE).exec(text.slice(verbAt));
  const ownInNewSide = !!verbMarker && !!owned[0] && owned[0].at > verbAt + verbMarker.index;
  const from = ownInNewSide ? verbAt : (owned[0]?.at ?? 0) + 1;
  const marker = wordsRe(NEW_SIDE).exec(text.slice(from));
  // "mudar pra corte e barba": the whole new side names one service (a combo) before its words do.
  const newSide = marker ? text.slice(from + marker.index + marker[0].length).split(/[?,.;!]|\b(?:msm|mesmo|mesma|no|na)\b/)[0] : '';
  const whole = newSide ? matchService(newSide, services)?.service : undefined;
  // "muda meu corte de sábado pra mais tarde" with a Corte + Barba booked: a word of the client's own service,
  // said before the new side, names that appointment, not a new service.
  const newAt = marker ? from + marker.index : Number.POSITIVE_INFINITY;
  const before = new Set(tokens(text.slice(0, newAt)));
  const ownTitle = new Set(old ? tokens(normalize(old.title)) : []);
  const ownWord = (n: { service: TBrainService }) => {
    const said = tokens(normalize(n.service.title)).filter((w) => before.has(w));
    return said.length > 0 && said.every((w) => ownTitle.has(w));
  };
  // "dá pra mudar ela pra sexta… e também queria saber quanto tá a hidratação": a service of another clause
  // (a question, an aside) is not the one switched to.
  const sameClause = (n: { at: number }) => !CLAUSE_BREAK_RE.test(text.slice(Math.min(n.at, verbAt), Math.max(n.at, verbAt)));
  const fresh = named.filter((n) => n.service.id !== old?.id && !ownWord(n) && sameClause(n));
  const next = whole && whole.id !== old?.id ? whole : (fresh.find((n) => !marker || n.at > (owned[0]?.at ?? 0)) ?? fresh[0])?.service;
  if (!old || !next) return null;
  // "em vez de só manicure, faz pé e mão?": the new side keeps the old service too (and is no one service, as a
  // combo is), so something is added, not switched.
  const oldAt = named.find((n) => n.service.id === old.id)?.at ?? -1;
  const newSideText = oldAt >= 0 ? text.slice(oldAt).split(' ').slice(3).join(' ') : '';
  if (!whole && newSideText && mentionedServices(newSideText, services).some((s) => s.id === old.id)) return null;
  return { old, next };
}
