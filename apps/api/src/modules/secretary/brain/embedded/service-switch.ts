// "troca a escova por hidratação no mesmo horário", "em vez de corte quero barba": another service
// instead of one the client has. Before any write it replaces the proposal; after the booking it
// is ONE change of the existing appointment (the safety layer's `replace`), agreed with one yes.
import { narrowedCombo } from './narrowed-combo.js';
import type { TBrainService } from '../types.js';
import type { TIntents } from './intents.js';
import { hasPref, type TTimePref } from './dates.js';
import { agreementOf, closesTalk, isNegationOrHesitation } from '../../consent.js';
import { matchService, mentionedServices } from './match.js';
import { answerPrice } from './answers.js';
import { normalize, tokens } from './text.js';
import { localDateOf, speakDateTime } from './format.js';
import { choose, commit, continueBooking } from './booking.js';
import { minutesOf } from './slot-pick.js';
import { ownOnDay } from './own-day.js';
import { proposeAgain } from './propose-again.js';
import { toRef, type TScheduleRef, type Turn } from './state.js';
import { bookingFor } from './people.js';
import { mustBeAsSwitch } from './must-be.js';

/** Words that say "this service instead of that one" (folded text). */
// ("volta pro corte e barba msm": back to the service first asked, in place of the one booked.)
const SWITCH_WORDS = ['troca', 'trocar', 'troque', 'troco', 'substitui', 'substituir', 'muda', 'mudar', 'mude', 'volta', 'voltar', 'volte'];
// ("queria fazer fisioterapia com ele no lugar": "no lugar" alone is in place of the one held.)
const INSTEAD_OF = ['em vez d', 'ao inves d', 'no lugar', 'invés d'];
/** "tipo 10h no lugar do pé": a time put in the other's place, no service instead of it. */
const TIME_INSTEAD_RE = /(?:\b\d{1,2}(?:\s*h\s*\d{0,2}|:\d{2})?|\b(?:horario|hora|mais cedo|mais tarde))\s*$/;
/** Words after which the new service is named ("por hidratação", "pra hidratação", "quero barba"). */
const NEW_SIDE = ['por', 'pra', 'para', 'pela', 'pelo', 'quero', 'queria', 'prefiro', 'faco', 'fazer'];

/**
 * "volta pro corte e barba msm" goes back to a service; "a dra pediu pra eu voltar pra mostrar os exames" is coming
 * again: "voltar" is a switch word only when a service follows it.
 */
function backToService(text: string, services: TBrainService[]): string {
  return text.replace(/\b(?:volta|voltar|volte)\b((?:\s+[^\s,.;!?]+){0,4})/g, (all, after: string) =>
    matchService(after, services) ? all : `vir${after}`,
  );
}

/** What ends one request and starts another ("…pra sexta. e também queria saber quanto…"). */
const CLAUSE_BREAK_RE = /[?.!;]|\b(tambem|quanto|queria saber|outra coisa|e outra)\b/;

const wordsRe = (list: string[]) => new RegExp(`\\b(${list.join('|')})\\b`);

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

function readSwitch(text: string, services: TBrainService[], mine: TScheduleRef[]) {
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

async function mineUpcoming(turn: Turn): Promise<TScheduleRef[]> {
  const list = await turn.input.tools.listAppointments('upcoming');
  return list.filter((s) => s.status !== 'canceled' && s.start_at.getTime() > turn.input.now.getTime()).map(toRef);
}

async function doReplace(turn: Turn) {
  const st = turn.state;
  const r = st.replace!;
  const tools = turn.input.tools;
  const result = tools.replace
    ? await tools.replace({ scheduleId: r.schedule_id, serviceId: r.service_id, calendarId: r.calendar_id, startAt: new Date(r.start_at) })
    : null;
  if (result && !result.ok && result.reason === 'needs_agreement') return void turn.say(result.message);
  turn.resetFlow();
  st.replace = null;
  if (!result?.ok)
    return void turn.say(`Não consegui trocar agora${result ? ` (${result.message})` : ''}. Seu horário continua como estava.`);
  // The same appointment, changed in place: one move of it in the actions.
  turn.act({ type: 'reschedule', schedule_id: result.value.id, start_at: r.start_at });
  st.just_done = true;
  turn.say(
    `Pronto! Troquei para *${result.value.service_title}*${result.value.professional ? ` com ${result.value.professional}` : ''} ${speakDateTime(result.value.start_at, turn.tz)} ✅`,
  );
}

/** True when the turn is answered here (a switch asked, or the answer to a switch proposal). */
export async function serviceSwitch(turn: Turn, r: { text: string; it: TIntents; pref: TTimePref }): Promise<boolean> {
  const st = turn.state;
  const it = r.it;
  const text = backToService(mustBeAsSwitch(r.text, turn.input.services), turn.input.services);
  if (st.awaiting === 'confirm_replace' && st.replace) {
    // "pode trocar sim": the proposal's own verb with a yes (consent.ts reads it as the guard does).
    const agreed = agreementOf(text, { action: 'replace', minutes: -1 }) === 'agree';
    if ((agreed || (it.yes && !it.no && !it.question)) && !closesTalk(text)) return doReplace(turn).then(() => true);
    if (await switchAgain(turn, r)) return true;
    // "n, so perguntando msm, deixa só corte e barba" after an aside: the "não" was the aside's, the switch named stays.
    const next = turn.input.services.find((s) => s.id === st.replace!.service_id);
    if (next && matchService(text, turn.input.services)?.service.id === next.id && /\b(so|apenas)\b/.test(text)) {
      turn.say(`Combinado, só *${next.title}* então.`);
      await proposeAgain(turn);
      return true;
    }
    if ((it.no && !it.yes) || isNegationOrHesitation(text)) {
      turn.resetFlow();
      st.replace = null;
      turn.say('Tudo bem, deixei seu horário como estava 👍');
      return true;
    }
  }
  if (restatesSwitch(turn, text, r.pref)) return commit(turn).then(() => true);
  const services = turn.input.services;
  if ((await otherServiceSameTime(turn, r)) || (await focusedSwitchSameTime(turn, r))) return true;
  // Before any write: the service of the proposal changes, the time stays.
  const pendingSvc = services.find((s) => s.id === st.service_id);
  if (st.awaiting === 'confirm_booking' && st.pending && pendingSvc && st.flow === 'book') {
    const sw = readSwitch(text, services, [
      { id: '', service_id: pendingSvc.id, service_title: pendingSvc.title, start_at: st.pending.start_at, status: 'scheduled' },
    ]);
    if (!sw) return false;
    st.service_id = sw.next.id;
    await choose(turn, st.pending);
    return true;
  }
  const narrowed = turn.input.tools.propose ? narrowedCombo(turn, text, r.pref, await mineUpcoming(turn)) : null;
  if (narrowed) {
    const { date: _day, ...rest } = r.pref;
    return proposeSwitch(turn, narrowed.target, narrowed.next, rest);
  }
  if (!wordsRe(SWITCH_WORDS).test(text) && !INSTEAD_OF.some((w) => text.includes(w))) return false;
  const mine = await mineUpcoming(turn);
  const sw = readSwitch(text, services, mine);
  if (!sw || !turn.input.tools.propose) return false;
  const ofOld = mine.filter((s) => s.service_id === sw.old.id);
  const onDay = r.pref.date ? ownOnDay(ofOld, r.pref.date, turn.tz) : ofOld;
  const target = onDay[0] ?? ofOld[0];
  if (!target || (onDay.length || ofOld.length) > 1) return false;
  // "…tem como? e qnto fica a hidratação?": the new service's price, before the switch's proposal.
  if (it.price && turn.canConverse()) answerPrice(turn, normalize(sw.next.title));
  // "o corte de quinta": the day that named the appointment is not a new day for it.
  const { date: _named, ...rest } = r.pref;
  return proposeSwitch(turn, target, sw.next, onDay.length ? rest : r.pref);
}

/**
 * "tá bom, pode trocar pra consulta no mesmo horário" to that very change proposed (the move flow carrying the new
 * service): the yes says the proposal back, it is no new switch to propose again.
 */
function restatesSwitch(turn: Turn, text: string, pref: TTimePref): boolean {
  const st = turn.state;
  if (st.awaiting !== 'confirm_booking' || st.flow !== 'reschedule' || !st.pending || !st.target) return false;
  if (st.service_id === st.target.service_id || matchService(text, turn.input.services)?.service.id !== st.service_id) return false;
  const onlySameTime = !pref.date && pref.exact_min === undefined && pref.from_min === undefined;
  return (!hasPref(pref) || onlySameTime) && agreementOf(text, { action: 'replace', minutes: -1 }) === 'agree';
}

/**
 * To a switch proposed: "retorno é mais barato?" gets the price, "não, quero pedicure mas às 16h" the
 * time asked; either way the switch is proposed again (never dropped for a question or a new time).
 */
async function switchAgain(turn: Turn, r: { it: TIntents; pref: TTimePref }): Promise<boolean> {
  const st = turn.state;
  const asked = st.replace!;
  const timed = hasPref(r.pref);
  const price = r.it.price && turn.canConverse();
  if (!timed && !price) return false;
  const next = turn.input.services.find((s) => s.id === asked.service_id);
  const target = (await mineUpcoming(turn)).find((s) => s.id === asked.schedule_id);
  if (!next || !target) return false;
  if (price) answerPrice(turn, normalize(next.title));
  st.replace = null;
  await proposeSwitch(turn, target, next, timed ? r.pref : {});
  return true;
}

/**
 * One time offered ("tenho livre às 10:00 … Pode ser?") and "na verdade queria uma consulta, pode ser
 * no mesmo horário?": the other service at that time, proposed (nothing is written on this message). A
 * proposal already made is switched by the branch below.
 */
async function otherServiceSameTime(turn: Turn, r: { text: string; pref: TTimePref }): Promise<boolean> {
  const st = turn.state;
  const one = st.awaiting === 'slot' && st.offered?.length === 1 ? st.offered[0]! : null;
  if (!one || !r.pref.same_time || st.flow !== 'book') return false;
  const named = matchService(r.text, turn.input.services)?.service;
  if (!named || named.id === st.service_id) return false;
  st.service_id = named.id;
  // Its time, not said by the client: proposed only; a longer service that does not fit gets the nearest times.
  const at = new Date(one.start_at);
  const pref = { date: localDateOf(at, turn.tz), exact_min: minutesOf(at, turn.tz), carried: true };
  await continueBooking(turn, { service: named, pref, refused: false });
  return true;
}

const ALSO_RE = /\b(?:tambem|tb|tbm|alem|mais um|mais uma|outro|outra|pra mim e|para mim e|aproveitando)\b/;

/**
 * "pensando bem faz corte e barba logo, no msm horário, dá?" right after booking a corte: the appointment talked
 * about becomes the other service at its own time (one change, proposed), never a second booking.
 */
async function focusedSwitchSameTime(turn: Turn, r: { text: string; pref: TTimePref }): Promise<boolean> {
  const st = turn.state;
  // ("…consigo um retorno no msm dia umas 10h?": the same day at another time is one more appointment, not this one changed.)
  const otherTime = r.pref.exact_min !== undefined || r.pref.from_min !== undefined;
  if (!st.focus_id || st.awaiting || !r.pref.same_time || r.pref.date || otherTime || ALSO_RE.test(r.text) || !turn.input.tools.propose)
    return false;
  const target = (await mineUpcoming(turn)).find((s) => s.id === st.focus_id);
  if (!target || bookingFor(r.text)) return false;
  // "quero sobrancelha, a barba vou deixar crescer": the service named besides the held one's words.
  const held = new Set(tokens(normalize(target.service_title)));
  const said = matchService(r.text, turn.input.services)?.service;
  const named =
    said?.id === target.service_id
      ? matchService(
          tokens(r.text)
            .filter((w) => !held.has(w))
            .join(' '),
          turn.input.services,
        )?.service
      : said;
  if (!named || named.id === target.service_id) return false;
  await proposeSwitch(turn, target, named, {});
  return true;
}

/**
 * Proposes the appointment changed to `next`: at its own time when nothing else is asked and the new
 * service fits there; else (another time asked, or its own time not free for the longer service) the
 * move flow carries the new service and offers the nearest times that day, written as ONE change.
 */
export async function proposeSwitch(turn: Turn, target: TScheduleRef, next: TBrainService, pref: TTimePref): Promise<true> {
  const st = turn.state;
  const day = localDateOf(new Date(target.start_at), turn.tz);
  const timed =
    pref.exact_min !== undefined || pref.from_min !== undefined || pref.to_min !== undefined || (!!pref.date && pref.date !== day);
  if (!timed && turn.input.tools.propose) {
    // The professional stays unless the client asked for another: never changed in silence.
    const calendarId = st.professional_id ?? target.calendar_id ?? null;
    const proposal = await turn.input.tools.propose({ action: 'replace', scheduleId: target.id, serviceId: next.id, calendarId });
    if (proposal.ok) {
      const p = proposal.value;
      st.flow = null;
      st.awaiting = 'confirm_replace';
      st.replace = { schedule_id: target.id, service_id: p.service_id, calendar_id: p.calendar_id, start_at: p.start_at };
      turn.say(p.text);
      return true;
    }
    if (proposal.reason !== 'taken') {
      turn.say(`Não dá para trocar *${target.service_title}* por *${next.title}*: ${proposal.message}`);
      return true;
    }
  }
  st.flow = 'reschedule';
  st.target = target;
  st.service_id = next.id;
  st.offered = [];
  st.pending = null;
  if (!st.professional_id && target.calendar_id) st.professional_id = target.calendar_id;
  // Its own time, not said by the client this time: only ever proposed.
  const own = { date: day, exact_min: minutesOf(new Date(target.start_at), turn.tz), carried: true };
  await continueBooking(turn, { service: null, pref: timed ? { date: day, ...pref } : own, refused: false });
  return true;
}
