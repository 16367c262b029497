// What the secretary says outside the booking flow: the greeting, a handoff, prices, opening hours
// and closed days (from the company's hours), the address, and an apology to an unhappy client.
import type { TBrainCompanyInfo, TBrainService } from '../types.js';
import { servicesIn } from './understand/index.js';
import { segmentsOf } from './understand/segments.js';
import { VISIT_JOINER_RE } from './visit-joiners.js';
import { matchService, mentionedServices } from './match.js';
import { matchFaq, type TFaqMatch } from './faq-match.js';
import { normalize, tokens } from './text.js';
import { meansServiceInPlay, visitOfOne } from './which-service.js';
import { assistantName, firstName, priceOf, serviceLines } from './format.js';
import type { Turn } from './state.js';
import { phrase } from './phrasing.js';
import { notOfferedLine } from './not-offered.js';
import { faqOnTopic } from './faq-topic.js';
import { asksEachPrice, cheaperCombo, pricedTogether, rememberPriced, withEachPart } from './priced-visit.js';

export function greeting(turn: Turn): string {
  const s = turn.settings;
  const name = s.is_greeting_clients_by_name ? firstName(turn.clientName) : null;
  const custom = s.custom_greeting?.trim();
  if (custom) return custom.replace(/\{\{\s*name\s*\}\}/g, name ?? '').replace(/\{\{\s*company_name\s*\}\}/g, s.company_name);
  const who = s.custom_assistant_name?.trim()
    ? `Aqui é ${s.custom_assistant_name.trim()}, assistente virtual da ${s.company_name}`
    : `Aqui é a ${assistantName(s)} da ${s.company_name}`;
  // ("já é a segunda vez q vcs desmarcam…": to an upset client the greeting is plain, the apology after it says the rest.)
  return turn.apologized ? `Olá${name ? `, ${name}` : ''}. ${who}.` : `Olá${name ? `, ${name}` : ''}! ${who} 😊`;
}

export function transfer(turn: Turn, reason: string) {
  turn.transfer = { reason };
  turn.act({ type: 'transfer_to_human', detail: reason });
  turn.resetFlow();
  const extra = turn.settings.custom_transfer_instructions?.trim();
  turn.say(`Certo! Vou chamar alguém da nossa equipe para falar com você. Aguarde só um pouquinho 🙂${extra ? `\n${extra}` : ''}`);
}

export const HOW_LONG_RE = /\b(quanto tempo|demora|dura|duracao|leva quanto)\b/;

/** "1 hora", "45 minutos", "1h30": how long a service takes, as said aloud. */
export function spokenDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m} minutos`;
  return m ? `${h}h${String(m).padStart(2, '0')}` : `${h} hora${h > 1 ? 's' : ''}`;
}

const ADDRESS_WORDS = new Set(['rua', 'avenida', 'sala', 'loja', 'andar', 'centro', 'numero', 'bairro', 'esquina', 'perto']);
/** A question ("?", "né") that says a distinctive word of the company's address. */
function checksAddress(address: string, text: string): boolean {
  if (!/\?|\bneh?\b/.test(text)) return false;
  const said = new Set(tokens(text));
  return tokens(normalize(address)).some((w) => w.length >= 4 && !/^\d/.test(w) && !ADDRESS_WORDS.has(w) && said.has(w));
}

/** A FAQ match this close is the answer, whatever else the message asks. */
export const STRONG_FAQ = 0.45;

/** The FAQ the message asks beside something else (a price), when it clearly does and was not answered yet. */
export function answerStrongFaq(turn: Turn, text: string): void {
  const faq = faqInContext(turn, text);
  if (!faq || faq.score < STRONG_FAQ || turn.answered.has(faq.faq.id)) return;
  turn.answered.add(faq.faq.id);
  turn.act({ type: 'answer_faq', detail: faq.faq.id });
  turn.say(faq.faq.answer);
}

/** "e a partir de que idade?" after talking about the kids' haircut: the FAQ read with that service in mind. */
export function faqInContext(turn: Turn, text: string): TFaqMatch | null {
  const direct = faqOnTopic(turn, text);
  if (direct) return direct;
  // "ah é na av brasil né??": the client checks the address by a word of it (the company's, else its FAQ's answer).
  const address = turn.input.company?.address?.trim();
  if (address && checksAddress(address, text))
    return { faq: { id: 'address', question: 'Onde fica?', answer: `Isso, ficamos na ${address} 📍` }, score: 1 };
  const addressFaq = address ? null : matchFaq('onde fica o endereco', turn.input.faqs);
  if (addressFaq && checksAddress(addressFaq.faq.answer, text)) return { ...addressFaq, score: 1 };
  const service = turn.input.services.find((x) => x.id === turn.state.service_id);
  return service ? matchFaq(`${text} ${normalize(service.title)}`, turn.input.faqs) : null;
}

/** `about`: the services of the appointment just written (or of its whole day), for "qnt fica?" right after it. */
const PRICE_WORD_RE = /\b(?:quanto|qnto|qnt|preco|valor)\b/;

export function answerPrice(turn: Turn, text: string, about: TBrainService[] = []) {
  const s = turn.settings;
  if (s.when_answer_about_price === 'never') {
    turn.say('Os valores são informados diretamente pela nossa equipe no atendimento 🙂');
    return;
  }
  // "corte + barba + sobrancelha", "o corte, a barba separado e o combo": every service listed counts.
  const inOrder = servicesIn(text, segmentsOf(text), turn.input.services, VISIT_JOINER_RE);
  const listed = new Set(inOrder);
  // Two or more read as a visit are what was asked ("a barba e o corte infantil" is no Corte + Barba).
  const read = inOrder.length > 1 ? [] : mentionedServices(text, turn.input.services);
  const named = withEachPart(
    [...read, ...turn.input.services.filter((x) => listed.has(x.id))].filter((x, i, all) => all.findIndex((y) => y.id === x.id) === i),
    text,
    turn.input.services,
  );
  // "qnto fica?" while booking a service: the price of that one, not the whole list. "quanto é a
  // consulta?" while booking the Consulta nutricional: that one, not another service with the same word.
  const inPlay = turn.input.services.find((x) => x.id === (turn.state.service_id ?? visitOfOne(turn)));
  if (inPlay && turn.state.flow === 'book' && named.length === 1 && meansServiceInPlay(text, named[0]!, inPlay, turn.input.services))
    named.splice(0, 1);
  if (!named.length && inPlay && turn.state.flow === 'book') named.push(inPlay);
  // "ah e qnt ta? e o pe tb quanto fica?" while booking a manicure: the price asked of no service is the one in play's.
  const unnamedAsk = text.split(/[?!.]/).some((c) => PRICE_WORD_RE.test(c) && !mentionedServices(c, turn.input.services).length);
  if (inPlay && turn.state.flow === 'book' && unnamedAsk && !named.some((n) => n.id === inPlay.id)) named.unshift(inPlay);
  // "quanto fica tudo?" while a visit is proposed: its parts.
  const visit = turn.state.awaiting === 'confirm_visit' ? (turn.state.visit ?? []) : [];
  if (!named.length) named.push(...turn.input.services.filter((x) => visit.some((p) => p.service_id === x.id)));
  // "quanto é a consulta dela?" after the Consulta nutricional was written: that one too.
  // ("quanto é a consulta com ela?" after a move and a booking: the one just written, when the word names it.)
  const justWritten = named.length === 1 && named[0]!.id === turn.state.focus_service_id;
  const focused = about.find((x) => named.length === 1 && !justWritten && meansServiceInPlay(text, named[0]!, x, turn.input.services));
  if (focused) named.splice(0, 1, focused);
  if (!named.length) named.push(...about);
  // "qnto fica cada um?" about a visit just made: every one of its services.
  if (about.length > 1 && /\b(?:cada um|cada uma|os dois|as duas|ambos|ambas)\b/.test(text)) named.splice(0, named.length, ...about);
  turn.act({ type: 'list_services' });
  rememberPriced(turn, text, named, inOrder);
  if (!named.length) {
    turn.say(`Nossos serviços e valores:\n${serviceLines(turn.input.services, s, true)}`);
    return;
  }
  turn.state.priced_last = true;
  // "quanto tá o corte com barba?" then "marca pra sábado": the service asked about is the one meant.
  const best = matchService(text, turn.input.services)?.service;
  if (best && !turn.state.flow && named.some((n) => n.id === best.id)) turn.state.service_id = best.id;
  // "quanto fica os dois?" of two children's cuts: one line for the service, "cada", and the total below.
  const lines = named.filter((svc, i) => named.findIndex((x) => x.id === svc.id) === i);
  const each = lines.length < named.length ? ' cada' : '';
  turn.say(
    lines
      .map((svc) => {
        const price = priceOf(svc, s.currency);
        // "quanto custa e quanto tempo demora?": both answers in one line.
        const takes = HOW_LONG_RE.test(text) ? ` e leva cerca de ${spokenDuration(svc.duration_in_minutes)}` : '';
        return price ? `*${svc.title}* custa ${price}${each}${takes}.` : `O valor de *${svc.title}* é informado no atendimento${takes}.`;
      })
      .join('\n') +
      visitTotal(pricedTogether(named), text, s.currency) +
      comboLine(named, turn.input.services, s.currency),
  );
}

function comboLine(named: TBrainService[], services: TBrainService[], currency: string): string {
  const combo = cheaperCombo(named, services);
  return combo ? `\nMas no *${combo.title}* fica mais em conta: ${priceOf(combo, currency)}.` : '';
}

export const TOTAL_RE = /\b(tudo|total|junto|juntos|ao todo|d?os dois|d?as duas|d?os tres|d?as tres|as duas coisas)\b/;

/** "quanto fica tudo?", "qnto fica corte e sobrancelha?": the sum of a visit's fixed prices (and its time, when asked). */
export function visitTotal(named: TBrainService[], text: string, currency: string): string {
  // Services asked about together are priced as one visit, unless each price was asked for ("separado").
  if (asksEachPrice(text) && !TOTAL_RE.test(text)) return '';
  if (named.length < 2 || named.some((x) => x.price_type !== 'fixed' || x.price === null)) return '';
  const sum = { ...named[0]!, price: named.reduce((n, x) => n + (x.price ?? 0), 0) };
  const minutes = named.reduce((n, x) => n + x.duration_in_minutes, 0);
  return `\nNo total, fica ${priceOf(sum, currency)}${HOW_LONG_RE.test(text) ? ` e leva cerca de ${spokenDuration(minutes)}` : ''}.`;
}

const DAY_NAMES = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'];
const hour = (hhmm: string) => {
  const [h, m] = hhmm.split(':');
  return `${Number(h)}h${m && m !== '00' ? m : ''}`;
};

/** "de terça a sábado" for consecutive open days, else "terça, quinta e sábado". */
function openDaysText(open: number[]): string {
  const run = open.every((d, i) => i === 0 || d === open[i - 1]! + 1);
  if (open.length >= 3 && run) return `de ${DAY_NAMES[open[0]!]} a ${DAY_NAMES[open[open.length - 1]!]}`;
  const names = open.map((d) => DAY_NAMES[d]!);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} e ${names[names.length - 1]}` : (names[0] ?? '');
}

/** "Abrimos de terça a sábado, 9h–12h e 13h–19h" from the company's opening hours. */
export function hoursText(company: TBrainCompanyInfo | undefined): string | null {
  const days = (company?.opening_hours ?? []).filter((d) => d.ranges.length);
  if (!days.length) return null;
  const open = days.map((d) => d.dow).sort((a, b) => a - b);
  const shape = (d: (typeof days)[number]) => d.ranges.map((r) => `${hour(r.start)}–${hour(r.end)}`).join(' e ');
  const shapes = new Set(days.map(shape));
  if (shapes.size === 1) return `Abrimos ${openDaysText(open)}, ${shape(days[0]!)}.`;
  return `Abrimos ${openDaysText(open)}: ${days.map((d) => `${DAY_NAMES[d.dow]} ${shape(d)}`).join('; ')}.`;
}

/** Whether the business is closed all day on that weekday (0 = Sunday). */
export function closedOn(company: TBrainCompanyInfo | undefined, dow: number): boolean {
  const day = company?.opening_hours?.find((d) => d.dow === dow);
  return !!company?.opening_hours?.length && (!day || !day.ranges.length);
}

export function closedDayText(turn: Turn, dow: number): string {
  const hours = hoursText(turn.input.company);
  const article = dow === 0 || dow === 6 ? 'aos' : 'às';
  const plural = dow === 0 || dow === 6 ? `${DAY_NAMES[dow]}s` : `${DAY_NAMES[dow]}s`;
  return `Não abrimos ${article} ${plural} 😕. ${hours ?? ''}`.trim();
}

export function answerAddress(turn: Turn): boolean {
  const address = turn.input.company?.address?.trim();
  if (!address) return false;
  turn.say(phrase(turn, 'address', [`Ficamos na ${address}.`, `Nosso endereço: ${address}.`, `Estamos na ${address} 📍`]));
  return true;
}

/**
 * An unhappy client: an apology first, and the offer of a person (a yes transfers). One who also asks for
 * something (`goesOn`) gets the apology and the answer to it; a person stays a word away.
 */
export function apologize(turn: Turn, goesOn = false) {
  const name = firstName(turn.clientName);
  turn.apologized = true;
  if (goesOn) {
    return void turn.say(
      phrase(turn, 'apology', [
        `Peço desculpas pela demora${name ? `, ${name}` : ''} 🙏. Já vou resolver pra você (se preferir falar com alguém da equipe, é só dizer).`,
        `Sinto muito pelo transtorno${name ? `, ${name}` : ''} 😔. Vamos resolver agora (se quiser falar com uma pessoa da equipe, me avise).`,
        `Desculpe pela espera${name ? `, ${name}` : ''} 🙏. Já olhei aqui pra você (se preferir uma pessoa da equipe, é só pedir).`,
      ]),
    );
  }
  turn.state.awaiting = 'offer_human';
  turn.state.offer_reason = 'complaint';
  turn.say(
    phrase(turn, 'apology', [
      `Sinto muito pelo ocorrido${name ? `, ${name}` : ''} 😔. Quer que eu chame alguém da nossa equipe para falar com você?`,
      `Peço desculpas${name ? `, ${name}` : ''}, não era para ter acontecido 🙏. Posso chamar uma pessoa da equipe para te atender?`,
      `Lamento muito por isso${name ? `, ${name}` : ''}. Se quiser, chamo agora alguém da equipe para resolver com você. Pode ser?`,
    ]),
  );
}

/** The services list as the answer, unless the owner turned conversation off (then a person answers). */
export const answerServices = (turn: Turn, text: string) =>
  turn.canConverse() ? listServices(turn, text) : transfer(turn, 'conversational_disabled');

/** The services list; an unknown service asked for gets a plain "não fazemos" first. */
function listServices(turn: Turn, text: string): void {
  turn.act({ type: 'list_services' });
  const unknown = notOfferedLine(turn, text);
  const s = turn.settings;
  turn.say(
    `${unknown}Estes são os nossos serviços:\n${serviceLines(turn.input.services, s, s.when_answer_about_price === 'always')}\n\nQuer agendar algum?`,
  );
}
