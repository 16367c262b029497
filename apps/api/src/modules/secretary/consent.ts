// Reads the client's own message (never the model's say-so) to decide whether it agrees to what was
// proposed. The words live in lists so a missed phrasing is a data change, not a new branch.

/** Lower case, no accents, punctuation kept apart so "sim!" and "sim" read the same. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}?:\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const AGREE = [
  'sim',
  's',
  'ss',
  'sii',
  'simm',
  'isso',
  'isso mesmo',
  'isso ai',
  'pode',
  'pode ser',
  'pode sim',
  'pode marcar',
  'pode agendar',
  'pode confirmar',
  'pode remarcar',
  'pode mudar',
  'pode trocar',
  'pode passar',
  'pode cancelar',
  'confirmo',
  'confirmado',
  'confirma',
  'confirmar',
  'ok',
  'okay',
  'okey',
  'beleza',
  'blz',
  'fechado',
  'fechou',
  'perfeito',
  'otimo',
  'show',
  'bora',
  'claro',
  'com certeza',
  'certo',
  'ta bom',
  'tabom',
  'ta otimo',
  'ta certo',
  'ta',
  'positivo',
  'quero',
  'quero sim',
  'manda ver',
  'top',
  'combinado',
  'exato',
  'exatamente',
  'uhum',
  'aham',
  'yes',
  'esse',
  'essa',
  'este',
  'esta',
  'esse mesmo',
  'essa mesmo',
  'esse ai',
  'esse horario',
  'marca',
  'marcar',
  'agenda',
  'agendar',
  'fecha',
  'vamos',
  'vamo',
  'serve',
  'otima',
  'perfeita',
  'certinho',
  'joia',
  'legal',
  'massa',
  'dale',
  'partiu',
  'por favor',
  'pfv',
  'pf',
  'sim por favor',
];

/** A cancel needs its own explicit yes: no "ok", "blz" or "show", which also close a conversation. */
const AGREE_CANCEL = [
  'sim',
  's',
  'ss',
  'isso',
  'isso mesmo',
  'pode',
  'pode sim',
  'pode cancelar',
  'confirmo',
  'confirma',
  'cancela',
  'cancelar',
  'pode ser',
  'quero',
  'quero cancelar',
  'quero sim',
  'com certeza',
  'claro',
  'exato',
  'certo',
  'confirmado',
];

/** Any of these drops a pending proposal: a refusal, a hedge or a change of mind. */
const NEGATE = [
  'nao',
  'n',
  'nn',
  'nope',
  'nem',
  'nenhum',
  'nenhuma',
  'negativo',
  'deixa',
  'deixa pra la',
  'deixa quieto',
  'esquece',
  'na real',
  'na verdade',
  'pensando bem',
  'melhor nao',
  'espera',
  'peraí',
  'perai',
  'pera',
  'calma',
  'vou ver',
  'vou pensar',
  'talvez',
  'depois',
  'acho que nao',
  'nao sei',
  'sei la',
  'mudei de ideia',
  'desisto',
  'desisti',
  'ainda nao',
  'agora nao',
];

/** A change of mind: drops the proposal, but the client may still be picking one of the offered times. */
const CHANGE = ['prefiro', 'melhor', 'outro', 'outra', 'mas', 'so que', 'porem', 'troca', 'trocar', 'muda', 'mudar', 'ao inves', 'em vez'];

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

const words = (list: string[]) => new RegExp(`(^|\\s)(${list.map((w) => w.replace(/\s+/g, '\\s+')).join('|')})(?=\\s|$)`);
const NEGATE_RE = words(NEGATE);
const AGREE_RE = words(AGREE);
const CHANGE_RE = words(CHANGE);
const AGREE_CANCEL_RE = words(AGREE_CANCEL);
const QUESTION_RE = new RegExp(`^(${QUESTION_START.map((w) => w.replace(/\s+/g, '\\s+')).join('|')})(\\s|$)`);
const ORDINAL_RE =
  /(^|\s)(o |a |opcao |numero )?(primeir[oa]|segund[oa]|terceir[oa]|quart[oa]|quint[oa]|ultim[oa]|1|2|3|4|5|1o|2o|3o|mais cedo|mais tarde)(?=\s|$)/;

function isQuestion(message: string): boolean {
  const t = fold(message);
  return message.includes('?') || QUESTION_RE.test(t);
}

export function isNegationOrHesitation(message: string): boolean {
  return NEGATE_RE.test(fold(message).replace(/\?/g, ' '));
}

/** "prefiro 16h", "mas com o João": whatever was proposed is no longer what the client wants. */
export function isChangeOfMind(message: string): boolean {
  return CHANGE_RE.test(fold(message).replace(/\?/g, ' '));
}

/** "15h", "15:00", "15h30", "as 15", "3 da tarde" → minutes of the day mentioned, if any. */
export function mentionedMinutes(message: string): number[] {
  const t = fold(message);
  const out: number[] = [];
  for (const m of t.matchAll(
    /(?:^|\s)(?:as\s+|a\s+)?(\d{1,2})(?:\s*(?:h|:)\s*(\d{2})?|\s*hs?)?(?:\s+(?:da|de)\s+(tarde|noite|manha))?(?=\s|$)/g,
  )) {
    let h = Number(m[1]);
    const min = m[2] ? Number(m[2]) : 0;
    if (!m[0].match(/h|:|as|tarde|noite|manha/)) continue;
    if ((m[3] === 'tarde' || m[3] === 'noite') && h < 12) h += 12;
    if (h <= 23 && min < 60) out.push(h * 60 + min);
  }
  return out;
}

export type TAgreement = 'agree' | 'select' | 'none';

const THUMBS_ONLY_RE = /^(?:👍|👌|✅|🤝|[\u{1F3FB}-\u{1F3FF}]|\s)+$/u;

/**
 * Whether the client's message agrees to the proposal (or picks one offered time): never a
 * question, never with a negation or a hedge. `minutes` is the proposed time of day.
 */
export function agreementOf(message: string, opts: { action: 'book' | 'move' | 'cancel' | 'replace'; minutes: number }): TAgreement {
  // A thumbs-up (or OK hand) alone answers "Posso confirmar…?" on WhatsApp as a yes; a cancel still
  // needs its words.
  if (opts.action !== 'cancel' && THUMBS_ONLY_RE.test(message.trim())) return 'agree';
  const t = fold(message).replace(/\?/g, ' ').trim();
  // "ah é? então pode ser": a question answered by the client's own last words is no question.
  const tail = message.slice(message.lastIndexOf('?') + 1);
  const asks = isQuestion(message) && !(message.includes('?') && fold(tail).trim() && !isQuestion(tail));
  if (!t || asks || isNegationOrHesitation(message)) return 'none';
  if (opts.action === 'cancel') return AGREE_CANCEL_RE.test(t) && !isChangeOfMind(message) ? 'agree' : 'none';
  if (!isChangeOfMind(message) && AGREE_RE.test(t)) return 'agree';
  if (ORDINAL_RE.test(t)) return 'select';
  if (mentionedMinutes(message).includes(opts.minutes)) return 'select';
  return 'none';
}

const ORDINALS: Array<[RegExp, (count: number) => number]> = [
  [/(^|\s)(primeir[oa]|1|1o|opcao 1|mais cedo)(?=\s|$)/, () => 0],
  [/(^|\s)(segund[oa]|2|2o|opcao 2)(?=\s|$)/, () => 1],
  [/(^|\s)(terceir[oa]|3|3o|opcao 3)(?=\s|$)/, () => 2],
  [/(^|\s)(quart[oa]|4|4o|opcao 4)(?=\s|$)/, () => 3],
  [/(^|\s)(quint[oa]|5|5o|opcao 5)(?=\s|$)/, () => 4],
  [/(^|\s)(ultim[oa]|mais tarde)(?=\s|$)/, (n) => n - 1],
];

/** "o segundo", "opção 2", "o último": the position among `count` offered times, if named. */
export function ordinalOf(message: string, count: number): number | null {
  const t = fold(message).replace(
    /\d{1,2}\s*(h|:)\s*\d{0,2}|\d{1,2}\s+(da|de)\s+(tarde|manha|noite)|(^|\s)as?\s+\d{1,2}|\d{1,2}\s*\/\s*\d{1,2}|dia\s+\d{1,2}/g,
    ' ',
  );
  for (const [re, at] of ORDINALS) if (re.test(t)) return at(count);
  return null;
}

const MOVE_RE =
  /(^|\s)(remarc\w*|mudar?|muda\w*|passar?|passa\w*|trocar?|troca\w*|mover?|adiar?|adia\w*|antecip\w*|transferir|reagend\w*|jogar?|joga\w*|empurr\w*)(?=\s|$)/;

/** The client wants an existing appointment at another time ("passa meu corte pras 15h"). */
export function asksToMove(message: string): boolean {
  return MOVE_RE.test(fold(message));
}
