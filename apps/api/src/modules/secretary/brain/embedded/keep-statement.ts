// "não precisa cancelar não, deixa do jeito que tá", "NÃO cancela minha coloração de sábado", "meu retorno
// dia 10 eu vou manter, não é pra cancelar": the client keeps an appointment. That is said back plainly
// (nothing was changed) and taken out of what the flow reads, with the story of the cancel that led to it:
// read on, its service, its day and its "cancelar" would start a booking or a cancel nobody asked for.
import { parseTimePref } from './dates.js';
import { localDateOf, speakDateTime } from './format.js';
import { mentionedServices } from './match.js';
import type { Turn } from './state.js';
import { normalize } from './text.js';
import { keptClausesOf } from './kept-clauses.js';
import { readIfNoneBooked } from './if-none-booked.js';
import { answerCancelPolicy, asksCancelPolicy } from './not-understood.js';
import { CANT_GO_RE } from './reschedule-split.js';
import { DAY_NAMED_RE } from './when.js';

const KEEP_RE =
  /\b(?:(?:nao|n) (?:precisa (?:mais )?(?:cancelar|desmarcar)|(?:e|eh) (?:p|pra|para) (?:cancelar|desmarcar)|(?:quero|vou) (?:cancelar|desmarcar)|cancelar?|desmarcar?)|(?:vou|vamos|pode|quero) manter|cancel(?:a|e) (?:nao|n)\b(?! (?:sei|vou|consigo|da|posso|vai))|desmarc(?:a|e) (?:nao|n)\b(?! (?:sei|vou|consigo|da|posso|vai))|(?:nao|n) (?:quero|precisa|preciso|vou|vai) (?:mudar|trocar|remarcar|mexer)|mant(?:em|enha|enho|er) (?:tudo |os dois |as duas )?(?:como (?:ta|esta)|assim|do jeito que (?:ta|esta))|deixa (?:tudo )?(?:do jeito (?:que )?(?:ta|esta)|como (?:ta|esta))|por enquanto deixa (?:marcad[oa]|agendad[oa])|deixa (?:marcad[oa]|agendad[oa]) (?:mesmo|msm|assim|por enquanto)|(?:ess[ae]|est[ae]) (?:continua|permanece|fica mantid[oa]|segue marcad[oa])|continua (?:marcad[oa]|agendad[oa]|de pe|igual|como (?:ta|esta)))\b/;
/** "deixa só o corte mesmo" after a price of something more: the appointment as it is (checked against the agenda). */
// ("n vou fazer o pé agr n, só a mão msm": the verb may be left out.)
const SAID_SERVICES = '[a-z]+(?: [a-z]+)?(?: e (?:o |a )?[a-z]+(?: [a-z]+)?)?';
const ONLY_RE = new RegExp(
  `\\b(?:(?:(?:deixa|fica|vou deixar|vou ficar com|vou fazer|faco|quero) )?(?:so|apenas) (?:(?:o|a|com o|com a) )?|(?:deixa|fica|vou deixar|vou ficar com) (?:o|a|com o|com a) )${SAID_SERVICES} (?:mesmo|msm|memo|por enquanto|por agora)\\b`,
);
/** A clause that tells of a cancel (the story before the keep). "sábado tenho escova às 9" stays: its day is the request's. */
const STORY_RE = /\b(?:cancel\w*|desmarc\w*)\b/;
/** A change asked for after all (then no keep is read). */
const CHANGE_RE = /\b(?:cancel\w*|desmarc\w*|mud\w*|remarc\w*|troc\w*|pass(?:a|ar|e|em)|adia\w*|transfer\w*)\b/;
/** Sentences, commas, and the words that start another matter in a voice note. */
// (Accents as written: "só queria ver se consigo trocar…".)
const CLAUSES_RE =
  /(?<=[,;.!?]|\p{Extended_Pictographic})\s+|\s+(?=(?:e outra coisa|outra coisa|al[eé]m disso|s[oó] que|s[oó] queria|s[oó] quero|mas)\s)/iu;

/** The message less what it keeps: a keep said alone here, a clause kept beside a change (kept-clauses.ts). */
export async function withoutKeeps(turn: Turn, message: string): Promise<string> {
  // (A booking asked only if the client has none is settled first: if-none-booked.ts.)
  const { rest, kept } = keptClausesOf(await answerKeep(turn, await readIfNoneBooked(turn, message)));
  // "isso pode mudar. a nutri de sexta continua igual né?": the kept one, asked about, is said back.
  const asked = kept.filter((k) => /(?:\?|\b(?:ne|neh|né|certo))\s*$/i.test(k.trim()));
  if (asked.length) turn.say((await keptLine(turn, normalize(asked.join(' ')))).replace('Pode deixar, não cancelei nada 👍 ', 'Sim 🙂 '));
  return rest;
}

/** The message less the keep and its story (the keep said back), or the message as it was. */
async function answerKeep(turn: Turn, message: string): Promise<string> {
  const parts = message.split(CLAUSES_RE).filter((p) => p.trim());
  let at = parts.findLastIndex((p) => KEEP_RE.test(normalize(p)));
  if (at < 0) at = await keepsOnly(turn, parts);
  if (at < 0) return message;
  // "vou precisar cancelar o corte de quinta… o de sábado continua de pé": the cancel of another day is the request.
  if (cancelsAnotherDay(turn, parts, at)) {
    turn.keptParts = [parts[at]!];
    return parts.filter((_, i) => i !== at).join(' ');
  }
  // The cancel story told before the keep goes with it; the rest stays.
  // "n vou fazer o pé agr n, só a mão msm": beside "só X mesmo", the other service refused goes with it too.
  const only = ONLY_RE.test(normalize(parts[at]!));
  // "vou precisar cancelar a sobrancelha, vou fazer só o corte msm": the cancel of the other one is the request.
  if (only && parts.slice(0, at).some((p) => STORY_RE.test(normalize(p)))) return message;
  // "…de manhã não vou conseguir… e não precisa cancelar não viu, é só mudar o horário": a change said with the keep.
  if (CHANGE_RE.test(normalize(parts[at]!).replace(new RegExp(KEEP_RE.source, 'g'), ' '))) return message;
  // ("a limpeza de pele não, essa continua": the "X não" right before the keep is the keep's own.)
  const ownNo = (i: number) => i === at - 1 && /\b(?:nao|n)\s*$/.test(normalize(parts[i]!)) && /^\s*(?:ess|est|el)[ae]\b/i.test(parts[at]!);
  // ("vcs pedem cancelamento com 24h de antecedência né? não é pra cancelar nada": the policy asked, answered below.)
  const policy = parts.filter((p, i) => i !== at && asksCancelPolicy(normalize(p)));
  // "isso, as duas da semana q vem. a do dia 17 pode manter", "isso, pode cancelar a manicure. a coloração continua de
  // pé": another appointment than the one asked about is kept; the cancel goes on (its clause is the request, no story).
  const keptOwn = normalize(parts.filter((_, i) => i === at || ownNo(i)).join(' '));
  const other = turn.state.flow === 'cancel' && keptIsOther(turn, keptOwn);
  const before = parts
    .slice(0, at)
    .filter(
      (p, i) => (other || !STORY_RE.test(normalize(p))) && !(only && /\bnao\b/.test(normalize(p))) && !ownNo(i) && !policy.includes(p),
    );
  const rest = [...before, ...parts.slice(at + 1).filter((p) => !policy.includes(p))];
  // "não cancela, passa pra terça": a change after all, for the flow to read whole.
  if (!other && CHANGE_RE.test(normalize(rest.join(' ')))) return message;
  turn.keptParts = parts.filter((p) => !rest.includes(p));
  const said = await keptLine(turn, normalize(turn.keptParts.join(' ')));
  // "deixa só o corte mesmo": nothing was about to be cancelled, only something more left out.
  // "mantém tudo como tá" with no cancel talked about: nothing to reassure about a cancel either.
  const cancelTalk = turn.state.flow === 'cancel' || STORY_RE.test(normalize(message));
  const lead = other ? '' : only ? 'Combinado, fica só isso mesmo 👍' : cancelTalk ? null : 'Combinado, fica tudo como está 👍';
  turn.say(lead !== null ? said.replace('Pode deixar, não cancelei nada 👍', lead).trim() : said);
  if (policy.length) answerCancelPolicy(turn, normalize(policy.join(' ')));
  // "ok, não vou cancelar, só pra saber": the cancel proposed goes with the keep (never proposed again after it).
  if ((turn.state.flow === 'cancel' && !other) || (only && turn.state.flow === 'book')) turn.resetFlow();
  return rest.join(' ');
}

/** A cancel asked in a clause before the keep, of a day other than the one kept. */
// ("no sábado eu não tô na cidade. o de quinta continua": a can't-go of another day is the request too; its day, said
// beside the "não", is read as a day even though the time reading drops it.)
function cancelsAnotherDay(turn: Turn, parts: string[], at: number): boolean {
  const read = (t: string) => parseTimePref(t, turn.input.now, turn.tz).date;
  const dayOf = (p: string) => read(normalize(p)) ?? read(normalize(p).match(DAY_NAMED_RE)?.[0] ?? '');
  const kept = dayOf(parts[at]!);
  const gives = (p: string) => /\b(?:cancel|desmarc)ar\b/.test(normalize(p)) || CANT_GO_RE.test(normalize(p));
  return !!kept && parts.slice(0, at).some((p) => gives(p) && !!dayOf(p) && dayOf(p) !== kept);
}

/** The clause of "deixa só o corte mesmo" when no request is in progress and the client has that appointment. */
async function keepsOnly(turn: Turn, parts: string[]): Promise<number> {
  const at = parts.findLastIndex((p) => ONLY_RE.test(normalize(p)));
  if (at < 0) return -1;
  const named = new Set(mentionedServices(normalize(parts[at]!), turn.input.services).map((s) => s.id));
  // "tá bom, deixa só o corte mesmo" to the barba proposed beside it: the proposal goes, the corte stays.
  const st = turn.state;
  const onTable = st.awaiting === 'confirm_visit' ? (st.visit ?? []).map((v) => v.service_id) : st.service_id ? [st.service_id] : [];
  const proposing = st.flow === 'book' && ['confirm_booking', 'confirm_visit', 'slot', 'time'].includes(st.awaiting ?? '');
  if ((st.flow || st.awaiting) && !(proposing && onTable.some((id) => !named.has(id)))) return -1;
  const mine = await turn.input.tools.listAppointments('upcoming');
  const has = mine.some((s) => s.status !== 'canceled' && s.start_at.getTime() > turn.input.now.getTime() && named.has(s.service_id));
  return has ? at : -1;
}

async function keptLine(turn: Turn, kept: string): Promise<string> {
  const upcoming = (await turn.input.tools.listAppointments('upcoming')).filter(
    (s) => s.status !== 'canceled' && s.start_at.getTime() > turn.input.now.getTime(),
  );
  const services = new Set(mentionedServices(kept, turn.input.services).map((s) => s.id));
  const day = parseTimePref(kept, turn.input.now, turn.tz).date;
  const named = upcoming.filter(
    (s) => (!services.size || services.has(s.service_id)) && (!day || localDateOf(s.start_at, turn.tz) === day),
  );
  // Nothing named in the keep: the service the conversation is about, else the only appointment.
  const inPlay = upcoming.filter((s) => s.service_id === turn.state.service_id);
  const one = [named, inPlay, upcoming].find((list) => list.length === 1)?.[0];
  if (!one) return 'Pode deixar, não cancelei nada 👍 Seus horários continuam como estão.';
  // ("quanto é a consulta?" next: the one kept is the one talked about.)
  turn.state.focus_id = one.id;
  return `Pode deixar, não cancelei nada 👍 Seu horário de *${one.service_title}* continua ${speakDateTime(one.start_at, turn.tz)}.`;
}

/**
 * The day kept is none of the appointments the cancel is about (its candidates, or the one proposed); or the keep
 * names some of several candidates ("a de quarta. a limpeza de pele não, essa continua"): those leave the list and
 * the cancel goes on with the others.
 */
function keptIsOther(turn: Turn, kept: string): boolean {
  const st = turn.state;
  const day = parseTimePref(kept, turn.input.now, turn.tz).date;
  const about = [...(st.candidates ?? []), ...(st.target ? [st.target] : [])];
  const onDay = (a: { start_at: string }) => !day || localDateOf(new Date(a.start_at), turn.tz) === day;
  if (day && about.length > 0 && about.every((a) => !onDay(a))) return true;
  const services = new Set(mentionedServices(kept, turn.input.services).map((x) => x.id));
  if (st.target && !st.candidates?.length && services.size && !services.has(st.target.service_id)) return true;
  const named = (st.candidates ?? []).filter((a) => (services.size || day) && (!services.size || services.has(a.service_id)) && onDay(a));
  if (!named.length || named.length === st.candidates!.length) return false;
  st.candidates = st.candidates!.filter((a) => !named.includes(a));
  return true;
}
