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
];

export const QUESTION_RE = new RegExp(`^(${QUESTION_START.map((w) => w.replace(/\s+/g, '\\s+')).join('|')})(\\s|$)`);

/** "confirma pra mim como é que ficou os horários": a question inside the message, not at its start. */
export const INNER_QUESTION_RE =
  /(^|\s)(como (e que |que )?(ficou|fica|ficaram|esta|ta)|qual (e |eh |foi |ficou )?(o |a )?(horario|dia|hora)|que horas (e|eh|ficou|fica|era))(?=\s|$)/;
