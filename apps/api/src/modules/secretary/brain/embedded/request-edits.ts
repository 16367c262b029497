// What the client takes back inside the message itself, before anything reads it:
// - a service taken out of the request ("tira a hidratação", "esquece a barba, só o corte mesmo") is
//   not asked for, wherever else the message names it;
// - an appointment the client keeps ("a nutri eu mantenho", "fico com o de sábado") while cancelling
//   or moving another is not the one to cancel or move.
// Both were unsafe writes: the dropped service was booked anyway, the kept appointment was cancelled.
import type { TBrainService } from '../types.js';
import { asksToMove } from '../../consent.js';
import { localNow, parseTimePref } from './dates.js';
import { localDateOf } from './format.js';
import { detectIntents } from './intents.js';
import { matchService } from './match.js';
import type { Turn } from './state.js';
import { fold, normalize } from './text.js';

const ARTICLE = '(?:(?:o|a|os|as|essa|esse|aquela|aquele|um|uma|de|da|do)\\s+)?';
const WORDS = '([a-z]+(?:\\s+[a-z+]+){0,2})';
const DROP_VERBS =
  '(?:tira|tirar|tire|tiro|esquece|esquecer|esqueca|sem|remove|remova|exclui|desconsidera|dispenso|nao quero mais|nao quero|nao vou mais fazer|nao vou fazer|nao precisa)';
const DROP_RE = new RegExp(`\\b${DROP_VERBS}\\s+${ARTICLE}${WORDS}`, 'g');
/** "escova não, pq vou lavar em casa": a service said and then refused, while a request is under way. */
const DROP_AFTER_RE = new RegExp(
  `\\b${ARTICLE}([a-z]+(?:\\s+[a-z]+)?)\\s+(?:nao|n)(?=\\s*(?:$|[,.;!?]|(?:pq|porque|que|so|precisa|quero|vou|mais|kk+)\\b))`,
  'g',
);
/** "a sobrancelha deixa quieto por enquanto", "a barba fica pra outro dia": a part of the request put off. */
const PUT_OFF_RE = new RegExp(
  `\\b${ARTICLE}([a-z]+(?:\\s+[a-z]+)?)\\s+(?:eu\\s+)?(?:deixa|deixo|fica|vejo)\\s+(?:quiet[oa]|(?:pra|para) (?:depois|outro dia|outra vez|outra hora|proxima|la)|outro dia|depois)\\b`,
  'g',
);
/** "só a escova (mesmo)": the one service the request keeps. */
const ONLY_RE = new RegExp(`\\b(?:so|somente|apenas)\\s+${ARTICLE}${WORDS}`, 'g');

interface TSpan {
  from: number;
  to: number;
}

/** The service the first words of a window name, with where those words end. */
function serviceAt(window: string, services: TBrainService[]): { service: TBrainService; length: number } | null {
  const words = window.split(/\s+/);
  for (let n = 1; n <= words.length; n++) {
    const said = words.slice(0, n).join(' ');
    const hit = matchService(normalize(said), services);
    if (!hit) continue;
    // "corte feminino": the longer window when it names another, more exact service.
    const longer = words.slice(0, n + 1).join(' ');
    const better = n < words.length ? matchService(normalize(longer), services) : null;
    if (better && better.service.id !== hit.service.id && fold(better.service.title).includes(words[n]!))
      return { service: better.service, length: longer.length };
    return { service: hit.service, length: said.length };
  }
  return null;
}

const blank = (text: string, spans: TSpan[]) => {
  let out = text;
  for (const s of spans) out = out.slice(0, s.from) + ' '.repeat(s.to - s.from) + out.slice(s.to);
  return out;
};

/** Every place the folded text names the service (its own words, as the client wrote them). */
function mentionsOf(folded: string, service: TBrainService, services: TBrainService[]): TSpan[] {
  const out: TSpan[] = [];
  for (const m of folded.matchAll(/[a-z]+/g)) {
    const hit = matchService(normalize(m[0]), services);
    if (hit?.service.id === service.id) out.push({ from: m.index, to: m.index + m[0].length });
  }
  return out;
}

function servicesNamed(folded: string, services: TBrainService[]): Set<string> {
  const ids = new Set<string>();
  for (const m of folded.matchAll(/[a-z]+/g)) {
    const hit = matchService(normalize(m[0]), services);
    if (hit) ids.add(hit.service.id);
  }
  return ids;
}

/**
 * The message without the services the client took out, and which ones those were. A service is
 * only taken out of a request under way: named elsewhere in the message or part of what is being
 * booked; "tira a hidratação" about an appointment already booked stays a cancel.
 */
export function withoutDroppedServices(
  raw: string,
  services: TBrainService[],
  requestIds: string[] = [],
  booked: string[] = [],
): { text: string; dropped: string[] } {
  const folded = fold(raw);
  const dropped: string[] = [];
  const cuts: TSpan[] = [];
  const drops = [
    ...[...folded.matchAll(DROP_RE)].map((m) => ({ m, at: m.index + m[0].length - m[1]!.length, whole: false })),
    ...[...folded.matchAll(DROP_AFTER_RE)].map((m) => ({ m, at: m.index + m[0].indexOf(m[1]!), whole: true })),
    ...[...folded.matchAll(PUT_OFF_RE)].map((m) => ({ m, at: m.index + m[0].indexOf(m[1]!), whole: true })),
  ];
  for (const { m, at, whole } of drops) {
    const found = serviceAt(m[1]!, services);
    if (!found) continue;
    const span = { from: m.index, to: whole ? m.index + m[0].length : at + found.length };
    const elsewhere = servicesNamed(blank(folded, [span]), services);
    if (!elsewhere.has(found.service.id) && !requestIds.includes(found.service.id)) continue;
    // "amanhã tenho a mão e o pé… tira o pé": an appointment the client has, to cancel, not a request.
    if (booked.includes(found.service.id) && !requestIds.includes(found.service.id)) continue;
    if (elsewhere.size === 0 && requestIds.every((id) => id === found.service.id)) continue;
    cuts.push(span);
    dropped.push(found.service.id);
  }
  for (const m of folded.matchAll(ONLY_RE)) {
    const at = m.index + m[0].length - m[1]!.length;
    const found = serviceAt(m[1]!, services);
    const after = folded.slice(at + (found?.length ?? 0)).trimStart();
    if (!found || /^(?:e|\+|com)\b/.test(after)) continue;
    // "quanto é só a barba?" asks about one service; "só a escova mesmo", after taking one out or
    // while a visit is proposed, is what stays.
    const restricts = /^(?:mesmo|msm)\b/.test(after) || cuts.length > 0 || (requestIds.length > 1 && !/\bquant[oa]s?\b/.test(folded));
    if (!restricts) continue;
    const others = [...servicesNamed(blank(folded, cuts), services), ...requestIds].filter((id) => id !== found.service.id);
    for (const id of others) if (!dropped.includes(id)) dropped.push(id);
  }
  if (!dropped.length) return { text: raw, dropped };
  for (const id of dropped) {
    const service = services.find((s) => s.id === id)!;
    cuts.push(...mentionsOf(blank(folded, cuts), service, services));
  }
  return { text: blank(raw, cuts).replace(/ {2,}/g, ' '), dropped };
}

/** "a nutri eu mantenho", "fico com o de sábado", "o de sexta pode ficar": what stays as it is. */
const KEEP_RE =
  /\b(?:mantenho|mantem|mantenha|manter|mantendo|fico com|pode ficar|continua|continuar|segue|nao mexe|nao mexa|deixar? (?:o|a)|deixa como esta)\b/;
/** "mantém o horário", "mesmo dia": a detail of the change, not an appointment kept. */
const DETAIL_RE = /\b(?:horario|hora|mesmo|mesma|dia|profissional|barbeiro|cabeleireir\w*)\b/;
const ACTION_RE = /\b(?:cancel\w*|desmarc\w*|remarc\w*|troc\w*|mud\w*|pass\w*|adiant\w*|tira\w*|transfer\w*|pode ser)\b/;
const CLAUSE_BREAK = /[,.;!?\n]+|\s(?=(?:mas|e|so|entao)\s)/g;

/** The message's clauses that keep something, and the rest. */
export function keptClauses(raw: string): { rest: string; kept: string } {
  const folded = fold(raw);
  const pieces: TSpan[] = [];
  let from = 0;
  for (const m of folded.matchAll(CLAUSE_BREAK)) {
    pieces.push({ from, to: m.index });
    from = m.index + m[0].length;
  }
  pieces.push({ from, to: folded.length });
  const keeps = pieces.filter((p) => {
    const clause = folded.slice(p.from, p.to);
    return KEEP_RE.test(clause) && !ACTION_RE.test(clause) && !DETAIL_RE.test(clause);
  });
  if (!keeps.length) return { rest: raw, kept: '' };
  return {
    rest: blank(raw, keeps)
      .replace(/[\s,;.]+$/, '')
      .replace(/\s+(?:mas|e)$/, '')
      .trim(),
    kept: keeps.map((p) => raw.slice(p.from, p.to).trim()).join(', '),
  };
}

/** The listed appointments the kept words point at ("o de sábado", "a nutri"). */
function keptCandidates(turn: Turn, kept: string): string[] {
  const text = normalize(kept);
  const pref = parseTimePref(text, turn.input.now, turn.tz);
  const service = matchService(text, turn.input.services)?.service;
  return (turn.state.candidates ?? [])
    .filter((c) => (!pref.date || localDateOf(new Date(c.start_at), turn.tz) === pref.date) && (!service || c.service_id === service.id))
    .map((c) => c.id);
}

/** The request the rest of the turn reads, with the services and appointments taken back removed. */
/** "tira o pé" about a pedicure the client has booked: a cancel of it, said as one. */
function takenOffBooked(raw: string, services: TBrainService[], booked: string[]): string {
  const folded = fold(raw);
  for (const m of folded.matchAll(/\b(?:tira|tirar|tire)\s+((?:o|a|os|as|meu|minha)\s+)?([a-z]+(?:\s+[a-z]+)?)/g)) {
    const found = serviceAt(m[2]!, services);
    if (found && booked.includes(found.service.id))
      return `${raw.slice(0, m.index)}cancela${raw.slice(m.index + m[0].split(/\s/)[0]!.length)}`;
  }
  return raw;
}

export async function editedRequest(turn: Turn, said: string): Promise<string> {
  const st = turn.state;
  const mine = await turn.input.tools.listAppointments('upcoming');
  const booked = mine.filter((a) => a.status !== 'canceled' && a.start_at > turn.input.now).map((a) => a.service_id);
  const request = [...(st.visit_ids ?? []), ...(st.flow === 'book' && st.service_id ? [st.service_id] : [])];
  const raw = request.length ? said : takenOffBooked(said, turn.input.services, booked);
  const it = detectIntents(normalize(raw));
  const choosing = st.awaiting === 'which_schedule' || st.awaiting === 'confirm_cancel';
  const { rest, kept } = it.cancel || it.reschedule || asksToMove(raw) || choosing ? keptClauses(raw) : { rest: raw, kept: '' };
  if (kept && !rest && st.awaiting === 'which_schedule') {
    // "fico com o de sábado" to "which one?": the other one.
    const keep = keptCandidates(turn, kept);
    const others = (st.candidates ?? []).filter((c) => !keep.includes(c.id));
    if (keep.length && others.length === 1) {
      st.candidates = others;
      return '';
    }
  }
  const { text, dropped } = withoutDroppedServices(rest || raw, turn.input.services, request, booked);
  if (dropped.length && st.visit_ids?.length) {
    // ("o corte sábado 9h pode marcar. a sobrancelha deixa quieto" to parts on two days: the corte's own time.)
    const left = (st.visit ?? []).find((v) => !dropped.includes(v.service_id));
    const dayOf = (at?: string) => (at ? localNow(new Date(at), turn.tz).date : null);
    const proposed = dayOf(left?.start_at) !== dayOf(st.visit?.[0]?.start_at) ? left?.start_at : st.visit?.[0]?.start_at;
    st.visit_ids = st.visit_ids.filter((id) => !dropped.includes(id));
    st.visit = (st.visit ?? []).filter((v) => !dropped.includes(v.service_id));
    // Two or more left: the visit is proposed again without what was taken out.
    turn.visitEdited = st.visit_ids.length > 1 && st.awaiting === 'confirm_visit';
    if (st.visit_ids.length === 1) {
      // One service left: a plain booking of it, at the time the visit was proposed for ("barba e sobrancelha
      // amanhã 11h" → "ah não, só a barba": the barba at 11h), unless the client says another.
      if (proposed) {
        const start = localNow(new Date(proposed), turn.tz);
        st.pref = { ...(st.pref ?? {}), date: start.date, exact_min: start.minutes };
        turn.visitNarrowed = true;
      }
      st.service_id = st.visit_ids[0]!;
      st.visit_ids = [];
      st.visit = [];
      st.awaiting = 'time';
    }
  }
  return text.trim() || raw;
}
