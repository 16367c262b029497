// What makes a client's message a question, which is never an agreement (consent.ts).

/** Words that open a question ("tem 15h?", "qual o valor", "e se for sábado"). */
const QUESTION_START = [
  'tem',
  'teria',
  'sera',
  'qual',
  'quais',
  'quando',
  'quanto',
  'como',
  'onde',
  'quem',
  'por que',
  'pq',
  'e se',
  'existe',
  'ha',
  'voces tem',
  'vcs tem',
  'vc tem',
  'consegue ver',
  'da pra',
  'daria',
  // How to pay is asked, never agreed: "posso pagar no cartão", "aceita unimed", "parcela em 3x".
  'posso pagar',
  'aceita',
  'aceitam',
  'vcs aceitam',
  'voces aceitam',
  'parcela',
  'parcelam',
];

/**
 * What may come before a question's first word without making it less of one: "e quanto tá?", "ah e tem
 * estacionamento?", "tá e eu posso pagar no cartão?" (a "tá" that leads into a question is no yes).
 */
const LEADS = '(?:(?:e|ah|ai|a|mas|ta|ok|blz|beleza|entao|hmm+|hum+|tipo|eu|outra coisa|so|so mais uma coisa)\\s+)*';

export const QUESTION_RE = new RegExp(`^${LEADS}(${QUESTION_START.map((w) => w.replace(/\s+/g, '\\s+')).join('|')})(\\s|$)`);

/** "confirma pra mim como é que ficou os horários": a question inside the message, not at its start. */
export const INNER_QUESTION_RE =
  /(^|\s)(como (e que |que )?(ficou|fica|ficaram|esta|ta)|qual (e |eh |foi |ficou )?(o |a )?(horario|dia|hora)|que horas (e|eh|ficou|fica|era)|(quanto|qnto) (que )?(e|eh|custa|fica|ficou|ta|esta|sai|da|vai ficar|vai dar)|da pra (parcelar|pagar|dividir))(?=\s|$)/;
