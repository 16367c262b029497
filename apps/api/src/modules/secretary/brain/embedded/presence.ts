// "confirma meu horário", "tô confirmada": the client's presence confirmed on the appointment meant.
import { hasPref, parseTimePref, type TTimePref } from './dates.js';
import { detectIntents } from './intents.js';
import { answerPrice } from './answers.js';
import { localDateOf, speakDateTime, speakDay, onDay } from './format.js';
import { mentionedServices } from './match.js';
import { fold, normalize } from './text.js';
import { line } from './appointments.js';
import { upcoming } from './own-day.js';
import { focusReply } from './reply-target.js';
import type { TScheduleRef, Turn } from './state.js';

// ("oii tudo bem? … to confirmando": a greeting, not "confirma tudo".)
const EVERY_RE =
  /\b(?:os dois|as duas|ambos|ambas|todos|todas|os tres|as tres|tudo(?! (?:bem|bom|certo|joia|tranquilo|ok|otimo|em ordem)\b))\b/;

/** Where a message of several requests moves on to the next one ("confirmar a pedicure de quarta, saber o preço…"). */
const REQUESTS_SPLIT_RE = /[,;:\n]|\b(?:e (?:se|ver|tambem|outra)|(?:e )?saber|e o preco|e quanto)\b/;

/**
 * "preciso de 3 coisas: confirmar minha pedicure de quarta, saber o preço da progressiva e se vcs abrem
 * segunda": the day that goes with the confirmation is the one said in its own request (and the price asked
 * in another one is answered first).
 */
export function confirmationPref(turn: Turn, pref: TTimePref): TTimePref {
  // (Split as written: normalising drops the commas between the requests.)
  const parts = fold(turn.input.messages.join(' '))
    .split(REQUESTS_SPLIT_RE)
    .map((p) => normalize(p))
    .filter((p) => p.trim());
  if (parts.length < 2) return pref;
  const own = parts.find((p) => /\bconfirm/.test(p));
  if (!own) return pref;
  const price = parts.find((p) => detectIntents(p).price);
  // ("minha coloração é amanhã… to confirmando sim!! me lembra quanto fica?": the price of the one named.)
  const named = mentionedServices(normalize(turn.input.messages.join(' ')), turn.input.services);
  const priced =
    price && !mentionedServices(price, turn.input.services).length && named.length === 1 ? `${price} ${normalize(named[0]!.title)}` : price;
  if (priced && turn.canConverse()) answerPrice(turn, priced);
  const said = parseTimePref(own, turn.input.now, turn.tz, turn.input.company?.day_parts);
  // ("vi aqui q minha coloração é amanhã a 1 da tarde, to confirmando sim": the day said just before the confirmation.)
  const before = parts.slice(0, parts.indexOf(own)).filter((p) => p !== price);
  return hasPref(said) || !before.length ? said : parseTimePref(before.join(' '), turn.input.now, turn.tz, turn.input.company?.day_parts);
}

export async function confirmPresence(turn: Turn, strict: boolean, pref: TTimePref = {}): Promise<boolean> {
  const upcomingOnes = focusReply(turn, await upcoming(turn));
  // "confirma o horário de sexta": the one of that day; else the one just talked about, else the next one.
  // "confirmar meu horário semana que vem": every one of those days.
  const inRange = (s: TScheduleRef) => {
    const day = localDateOf(new Date(s.start_at), turn.tz);
    return day >= pref.date! && day <= (pref.date_to ?? pref.date!);
  };
  const onDay = pref.date ? upcomingOnes.filter(inRange) : [];
  // "queria confirmar minha limpeza de pele de quarta" when it is on Tuesday: said back, never confirmed on a
  // day the client did not mean.
  if (pref.date && !onDay.length && upcomingOnes.length && !strict) return otherDay(turn, focusReply(turn, upcomingOnes), pref.date);
  // "minha escova de sábado tá confirmada?" when Saturday is the manicure and the escova is Wednesday: a mix-up,
  // both said back, nothing confirmed.
  const named = namedIds(turn);
  const elsewhere = upcomingOnes.filter((s) => named.has(s.service_id));
  if (onDay.length && elsewhere.length && !onDay.some((s) => named.has(s.service_id)) && !strict) return mixedUp(turn, onDay, elsewhere);
  const all = onDay.length ? onDay : upcomingOnes;
  const focused = all.filter((s) => s.id === turn.state.focus_id);
  const list = focused.length ? focused : all;
  const open = list.find((s) => s.status === 'scheduled');
  if (open && pref.date_to && !focused.length && onDay.length > 1) return confirmEach(turn, onDay);
  // "quero confirmar os dois": every one of them (of the day said, else all upcoming), not the one talked about.
  if (open && all.length > 1 && EVERY_RE.test(normalize(turn.saidNow))) return confirmEach(turn, all);
  if (!open) {
    if (strict) return false;
    const done = list[0];
    turn.say(
      done
        ? `Seu horário de *${done.service_title}* em ${speakDateTime(new Date(done.start_at), turn.tz)} já está confirmado 👍`
        : 'Não encontrei agendamento para confirmar. Quer marcar um horário?',
    );
    return true;
  }
  const result = await turn.input.tools.confirm({ scheduleId: open.id });
  if (!result.ok) {
    turn.say('Não consegui confirmar agora 😕. Pode tentar de novo daqui a pouco?');
    return true;
  }
  turn.act({ type: 'confirm', schedule_id: open.id, start_at: open.start_at });
  turn.state.focus_id = open.id;
  turn.say(`Presença confirmada! ✅ Te esperamos ${speakDateTime(new Date(open.start_at), turn.tz)} para *${open.service_title}*.`);
  return true;
}

/** No appointment on the day the client named: which ones they have, nothing confirmed. */
function otherDay(turn: Turn, list: TScheduleRef[], date: string): true {
  const day = speakDay(new Date(`${date}T15:00:00Z`), turn.tz);
  const said = onDay(day);
  const named = namedIds(turn);
  const mentioned = list.filter((s) => named.has(s.service_id));
  const mine = mentioned.length ? mentioned : list;
  if (mine.length === 1) {
    const one = mine[0]!;
    turn.state.focus_id = one.id;
    turn.say(
      `Não encontrei horário seu ${said} 🤔. Seu horário de *${one.service_title}* está marcado para ${speakDateTime(new Date(one.start_at), turn.tz)}. Quer que eu confirme esse horário ou prefere remarcar?`,
    );
    return true;
  }
  turn.say(
    `Não encontrei horário seu ${said} 🤔. Seus próximos agendamentos:\n${mine.map((s) => line(turn, s)).join('\n')}\nQual você quer confirmar?`,
  );
  return true;
}

const namedIds = (turn: Turn) => new Set(mentionedServices(normalize(turn.input.messages.join(' ')), turn.input.services).map((s) => s.id));

/** The day said holds other services than the one named, which is on another day: both said back. */
function mixedUp(turn: Turn, onDay: TScheduleRef[], elsewhere: TScheduleRef[]): true {
  const all = [...onDay, ...elsewhere];
  turn.act({ type: 'list_appointments', detail: `${all.length}` });
  turn.say(`Conferi aqui 🙂 Seus horários:\n${all.map((s) => line(turn, s)).join('\n')}\nQual você quer confirmar?`);
  return true;
}

/** Every open appointment of the days asked, confirmed and listed. */
async function confirmEach(turn: Turn, list: TScheduleRef[]): Promise<true> {
  const done: TScheduleRef[] = [];
  for (const s of list) {
    if (s.status === 'scheduled') {
      const result = await turn.input.tools.confirm({ scheduleId: s.id });
      if (!result.ok) continue;
      turn.act({ type: 'confirm', schedule_id: s.id, start_at: s.start_at });
    }
    done.push(s);
  }
  turn.say(`Presença confirmada nos seus ${done.length} horários ✅\n${done.map((s) => line(turn, s)).join('\n')}\nTe esperamos!`);
  return true;
}
