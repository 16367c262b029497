// "que horas vocês abrem?", "vcs atendem sábado cedo?": the company's hours, and the day asked kept for what follows.
import { hoursText } from './answers.js';
import { matchFaq } from './faq-match.js';
import type { TRead } from './policy.js';
import type { Turn } from './state.js';

const HOURS_Q =
  /\b(horario de (funcionamento|atendimento)|que horas (?:(?:voces|voce) )?(abre|abrem|fecha|fecham)|ate que horas|(?:abre|abrem|fecha|fecham|atende|atendem) (?:ate )?(?:que|q|as que) horas|dias? (que|q) (voces )?(abre|abrem|atende|atendem|funciona))\b/;
export const OPEN_Q = /\b(abre|abrem|atende|atendem|funciona|funcionam|trabalha|trabalham|aberto)\b/;

/** True when the hours answered all the message asked. */
export function answerHoursAsked(turn: Turn, r: TRead, asksAboutBooking: boolean): boolean {
  const st = turn.state;
  const hours = hoursText(turn.input.company);
  // ("ah vcs nao abrem segunda ne… terca 8h tem?" in a booking: the time asked is the question.)
  const timeInFlow = r.pref.exact_min !== undefined && !!st.service_id;
  const aboutOpening =
    OPEN_Q.test(r.text) && r.it.question && !r.service && !!r.pref.date && !timeInFlow && !matchFaq(r.text, turn.input.faqs);
  if (!hours || !(HOURS_Q.test(r.text) || aboutOpening)) return false;
  turn.say(aboutOpening ? `Sim, abrimos nesse dia! ${hours}` : hours);
  // "vcs atendem sábado cedo?", "que horas vocês abrem no sábado?": the day (and part) asked hold for what comes next.
  if (aboutOpening || (r.pref.date && !st.flow)) st.pref = { ...r.pref };
  // "e sábado abre que horas? queria bem cedinho" while booking: the day and the part of it asked, looked up next.
  const window = r.pref.from_min !== undefined || r.pref.to_min !== undefined || r.pref.exact_min !== undefined;
  if (st.flow === 'book' && st.service_id && r.pref.date && window) return false;
  return !asksAboutBooking || !r.service;
}
