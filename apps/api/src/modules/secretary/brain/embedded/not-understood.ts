// The last word of a turn nothing else answered: what the secretary knows of the professional under
// discussion; a plain acknowledgement ("hmm ta", "show") acknowledged back; a question it cannot answer
// ("ela atende criança?") owned as such, with the offer of a person; else a plain "não entendi", and the
// second time in a row, a person takes over.
import { withoutBusinessCancels } from './reasons.js';
import { transfer } from './answers.js';
import type { TIntents } from './intents.js';
import { ACKNOWLEDGEMENT_WORDS, NUDGE_WORDS } from './lexicon/agreement.js';
import { phrase } from './phrasing.js';
import { repeatOffered } from './slots.js';
import type { Turn } from './state.js';

const ACKNOWLEDGEMENTS = new Set(ACKNOWLEDGEMENT_WORDS);
const NUDGES = new Set(NUDGE_WORDS);

const onlyWordsOf = (text: string, set: Set<string>) => {
  const words = text.split(/[^a-z0-9]+/).filter(Boolean);
  return words.length > 0 && words.every((w) => set.has(w));
};
/** "hmm ta", "ah entendi 👍", "show": nothing but words that acknowledge (text normalised: emojis are words). */
const onlyAcknowledges = (text: string) => onlyWordsOf(text, ACKNOWLEDGEMENTS);

const ACKNOWLEDGED_RE = /\b(?:tranquilo|otimo|beleza|blz|show|perfeito|certo|entendi|fechado|combinado|massa|top|ta bom|tudo bem)\b/;

/** Whether the secretary's last message asked the client something (an acknowledgement does not answer it). */
function weAsked(turn: Turn): boolean {
  const last = [...turn.input.history].reverse().find((h) => h.role !== 'client');
  return !!last && last.content.includes('?');
}

/** "se eu precisar desmarcar tem algum problema?", "tem multa se cancelar em cima da hora?": the cancel policy asked. */
// "se eu n conseguir ir, tem q avisar com quanto tempo?": not going is a cancel supposed; the notice asked is the policy.
const CANCEL_POLICY_RE = /\b(?:multa|cobra\w*|taxa|problema|politica|antecedencia|prazo|em cima da hora|avis\w*)\b/;
const CANCEL_WORD_RE = /\b(?:cancel\w*|desmarc\w*|faltar)\b|\b(?:nao|n) (?:conseguir|puder|for) (?:ir|comparecer)\b/;

/**
 * True when the message asks the cancel policy: the owner's, said; none written, said plainly that it is not known here
 * (never the service and day of the cancel supposed read as a booking: "se eu cancelar a coloração de amanhã tem multa?").
 */
// ("se alguém desmarcar vc me avisa?": someone else's cancel, a place asked for, no policy.)
// ("já é a segunda vez q vcs desmarcam minha consulta em cima da hora": the business's cancels, complained of, ask no policy.)
export const asksCancelPolicy = (said: string, text = withoutBusinessCancels(said)) =>
  CANCEL_WORD_RE.test(text) &&
  CANCEL_POLICY_RE.test(text) &&
  !/\b(?:alguem|outra pessoa|algum cliente|alguma cliente) (?:desmarc|cancel)/.test(text);

export function answerCancelPolicy(turn: Turn, text: string): boolean {
  if (!asksCancelPolicy(text)) return false;
  const policy = turn.settings.cancelation_observations?.trim();
  turn.say(
    policy
      ? `${policy} Se precisar cancelar ou remarcar, é só me avisar por aqui 🙂`
      : 'Sobre multa ou prazo para cancelar, não tenho essa informação aqui 🤔. Se quiser, é só pedir para *falar com a equipe* que eu chamo alguém.',
  );
  return true;
}

export function notUnderstood(turn: Turn, text: string, it: TIntents): void {
  const { input } = turn;
  const st = turn.state;
  // ("ah achei q era 10h kkk tranquilo, 11 ta otimo" after the client's appointment was said back: taken as said.)
  const heldTold = !!st.focus_id && !it.question && ACKNOWLEDGED_RE.test(text);
  if (!st.awaiting && ((onlyAcknowledges(text) && !weAsked(turn)) || heldTold)) {
    return void turn.say(
      phrase(turn, 'acknowledge', [
        'Certo! Qualquer coisa é só chamar 😊',
        'Combinado 😊 Se precisar, estou por aqui.',
        'Beleza! Estou à disposição 🙂',
      ]),
    );
  }
  // "tenho que ir de cabelo lavado?" while a time is proposed: said plainly, and the proposal follows (propose-again.ts).
  if (st.awaiting === 'confirm_booking' && it.question && !onlyAcknowledges(text))
    return void turn.say(
      'Essa eu não sei te responder com certeza por aqui 🤔, mas posso pedir para alguém da equipe te responder depois.',
    );
  if (!st.awaiting && it.question && !onlyAcknowledges(text)) {
    st.awaiting = 'offer_human';
    st.offer_reason = 'unknown_question';
    return void turn.say(
      phrase(turn, 'unknown_question', [
        'Essa eu não sei te responder com certeza por aqui 🤔. Quer que eu chame alguém da equipe para te responder?',
        'Boa pergunta! Essa eu prefiro não responder sem ter certeza 🤔. Posso chamar alguém da equipe para te ajudar?',
        'Não tenho essa informação aqui comigo 🤔. Quer que eu peça para alguém da equipe te responder?',
      ]),
    );
  }
  const pro = input.professionals?.find((p) => p.calendar_id === st.professional_id);
  if (pro && !st.awaiting) {
    const does = input.services.filter((s) => pro.service_ids.includes(s.id)).map((s) => s.title);
    return void turn.say(
      `${pro.title} faz ${does.length ? does.join(', ') : 'os nossos serviços'} aqui com a gente 🙂. Quer que eu veja um horário com ${pro.title}?`,
    );
  }
  // Waiting for a pick from a list: a nudge or a question the rest did not answer ("q horas tinha msm?")
  // gets the times again; that is no misunderstanding (nor a step towards a person).
  if (st.awaiting === 'slot' && st.offered?.length && (it.question || onlyWordsOf(text, NUDGES))) return repeatOffered(turn);
  st.misunderstood = (st.misunderstood ?? 0) + 1;
  if (st.misunderstood >= 2) return transfer(turn, 'brain_unsure');
  if (st.awaiting === 'slot')
    return void turn.say('Não entendi qual horário você prefere 🤔. Pode responder com o número da opção ou me dizer outro dia e período.');
  turn.say(
    'Desculpe, não entendi muito bem 🤔. Posso te ajudar a agendar, remarcar ou cancelar um horário, ver preços ou tirar dúvidas. O que você precisa?',
  );
}
