// What a client message asks for. Rules over normalised text (see text.ts); several can hold at
// once ("oi, quanto custa o corte? tem horário amanhã?").
import { fold } from './text.js';
import { NEGATIVE_WORDS, POSITIVE_WORDS } from './lexicon.js';

export interface TIntents {
  /** Scheduling words that only mean booking together with a service or a date ('atende', 'consigo'). */
  weakBook: boolean;
  greeting: boolean;
  thanks: boolean;
  bye: boolean;
  human: boolean;
  cancel: boolean;
  reschedule: boolean;
  myAppointments: boolean;
  confirmPresence: boolean;
  price: boolean;
  listServices: boolean;
  book: boolean;
  yes: boolean;
  no: boolean;
  question: boolean;
}

const has = (re: RegExp, t: string) => re.test(t);

export function detectIntents(t: string): TIntents {
  const human = has(
    /\b(falar|conversar|chamar|chama|passa|passar|transfer\w*|quero|preciso de|me coloca com)\b.{0,25}\b(alguem|atendente|humano|humana|pessoa|responsavel|dono|dona|gerente|recepcao|recepcionista|funcionari[oa]|secretaria de verdade|moca|moco|proprietari[oa])\b|\batendimento humano\b|\bpessoa de verdade\b|\bvoce e (um )?robo\b|\bnao quero (falar com )?robo\b|\b(falar|conversar) com (um|uma) (humano|pessoa|atendente)\b/,
    t,
  );
  const cancel = has(
    /\bcancel\w*|\bdesmarc\w*|\bnao vou (mais )?(poder )?(ir|comparecer)\b|\bnao (vou )?(conseguir|consigo) (ir|comparecer)\b|\btirar (o |meu )?(horario|agendamento)\b|\bdesistir\b/,
    t,
  );
  const reschedule = has(
    /\bremarc\w*|\breagend\w*|\b(mudar|trocar|alterar|passar|adiar|antecipar|mudo|troco)\b.{0,20}\b(horario|hora|dia|data|agendamento|consulta|marcacao|para outro)\b|\badiar\b|\bantecipar\b/,
    t,
  );
  const myAppointments = has(
    /\b(meus?|minhas?)\s+(horarios?|agendamentos?|consultas?|marcacoes?)\b|\b(tenho|tem|esta|estou|to|ta)\s+(algum |alguma |algo )?(horario |consulta |agendamento )?(marcad|agendad)\w*|\bque (horas|dia) (e|ficou|era|esta) (o |a )?(meu|minha)\b|\bquando (e|ficou|era) (o |a )?(meu|minha)\b|\bpra quando (ficou|ta|esta)\b/,
    t,
  );
  const confirmPresence = has(
    /\b(confirmo|confirmar (minha |a |meu |o )?(presenca|horario|consulta|agendamento)|confirmad[oa]|confirmando|estarei (la|ai)|vou sim|to confirmad|presenca confirmada)\b/,
    t,
  );
  const price =
    !has(/\bquanto tempo\b|\bquanto dura\b|\bquantos? (dias|minutos|horas|meses|semanas)\b/, t) &&
    has(/\bquanto\b|\bprecos?\b|\bvalor(es)?\b|\bcusta\b|\bcobram?\b|\btabela\b|\bsai por\b|\bfica (em|por)\b|\bcaro\b/, t);
  const listServices = has(
    /\b(quais|que|q) (sao )?(os )?(servicos|procedimentos|tratamentos|opcoes)\b|\bo que voces? (fazem|faz|oferece|oferecem|tem)\b|\bservicos\b|\bcardapio\b|\bcatalogo\b|\bvoces (fazem|faz|trabalham com)\b|\bfazem\b/,
    t,
  );
  const book = has(
    /\bmarc\w*|\bagend\w*|\bhorarios?\b|\bvagas?\b|\bdisponib\w*|\bdisponive\w*|\bencaix\w*|\blivre\b|\bquero (fazer|um|uma|cortar|marcar|agendar)\b|\bdia \d|\breservar?\b|\bvou querer\b|\bpreciso (de )?(um|uma|fazer|cortar)\b/,
    t,
  );
  const weakBook = has(
    /\batende[m]?\b|\btem (como|jeito)\b|\bqueria\b|\bgostaria\b|\bconsigo\b|\bda (pra|para)\b|\bpara (hoje|amanha)\b|\btem\b/,
    t,
  );
  const yes = has(
    /^(e )?(sim|isso|isso mesmo|pode|pode ser|pode sim|pode marcar|pode agendar|pode confirmar|confirmo|confirmado|confirma|ok|beleza|fechado|fechou|perfeito|otimo|show|bora|claro|com certeza|certo|ta bom|ta otimo|ta certo|positivo|quero|quero sim|manda ver|top|combinado|exato|exatamente|certeza|uhum|aham|yes|s|sim sim|blz|ok obrigad\w*|sim por favor|por favor)\b/,
    t,
  );
  const no = has(
    /^(nao|nope|negativo|melhor nao|nao quero|deixa|deixa pra la|esquece|nenhum|nenhuma|nem)\b|\bnenhum (desses|deles)\b|\boutro horario\b|\boutra hora\b|\boutro dia\b|\boutros horarios\b/,
    t,
  );
  const greeting = has(/^(oi|ola|oie|oii|bom dia|boa tarde|boa noite|e ai|eai|opa|hey|hello|salve|fala|alo|tudo bem|td bem)\b/, t);
  const thanks = has(/\bobrigad\w*|\bvaleu\b|\bagradec\w*|\bgrat[oa]\b/, t);
  const bye = has(/\btchau\b|\bate (mais|logo|breve|la)\b|\bfalou\b|\bflw\b|\babraco\b/, t);
  const question =
    /\?/.test(t) ||
    has(/^(qual|quais|como|onde|quando|quanto|voces|vcs|tem|aceita|aceitam|pode|posso|e possivel|precisa|faz|fazem|atende|atendem)\b/, t);
  return {
    weakBook,
    greeting,
    thanks,
    bye,
    human,
    cancel,
    reschedule,
    myAppointments,
    confirmPresence,
    price,
    listServices,
    book,
    yes,
    no,
    question,
  };
}

const ORDINALS: Array<[RegExp, number]> = [
  [/\b(primeir[oa]|1[oa°º]|opcao 1|numero 1|o 1|a 1)\b/, 0],
  [/\b(segund[oa](?![ -]?feira)|2[oa°º]|opcao 2|numero 2|o 2|a 2)\b/, 1],
  [/\b(terceir[oa]|3[oa°º]|opcao 3|numero 3|o 3|a 3)\b/, 2],
  [/\b(quart[oa](?![ -]?feira)|4[oa°º]|opcao 4|numero 4|o 4|a 4)\b/, 3],
  [/\b(quint[oa](?![ -]?feira)|5[oa°º]|opcao 5|numero 5|o 5|a 5)\b/, 4],
];

/** "pode ser o segundo", "a 1", "3" → index into the offered list. */
export function parseOrdinal(t: string, count: number): number | null {
  if (count === 0) return null;
  if (/\b(ultim[oa])\b/.test(t)) return count - 1;
  const bare = /^\s*(\d)\s*$/.exec(t);
  if (bare) {
    const n = Number(bare[1]);
    return n >= 1 && n <= count ? n - 1 : null;
  }
  // "segunda" alone after "na" is Monday; "a segunda" / "segunda opção" is the second option.
  if (/\b(na|ate|essa|nessa|proxima) segunda\b|\bsegunda[ -]?feira\b|\bsegunda (de|a|as|pela|cedo|de manha)\b/.test(t)) return null;
  for (const [re, index] of ORDINALS) if (re.test(t) && index < count) return index;
  return null;
}

const NAME_PATTERNS = [
  /\b(?:meu nome e|meu nome eh|me chamo|pode me chamar de|aqui e (?:o|a)|aqui quem fala e (?:o|a)|sou (?:o|a))\s+([a-z][a-z]+(?:\s+(?!e\b|quero|gostaria|queria|preciso|tudo|bom|boa)[a-z][a-z]+){0,3})/,
];

/** A name the client gave ("meu nome é Ana Paula", or the whole message when we asked for it). */
export function extractName(original: string, awaitingName: boolean): string | null {
  const folded = fold(original);
  for (const re of NAME_PATTERNS) {
    const m = re.exec(folded);
    if (m) return titleCase(original.substr(m.index + m[0].length - m[1]!.length, m[1]!.length));
  }
  if (awaitingName) {
    const clean = original.trim().replace(/[.!]+$/, '');
    if (/^[\p{L}' ]{2,60}$/u.test(clean) && clean.split(/\s+/).length <= 4) return titleCase(clean);
  }
  return null;
}

function titleCase(s: string): string {
  return s
    .trim()
    .split(/\s+/)
    .map((w) =>
      ['da', 'de', 'do', 'dos', 'das', 'e'].includes(w.toLowerCase())
        ? w.toLowerCase()
        : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase(),
    )
    .join(' ');
}

/** Sentiment from −5 to 5 from a lexicon, with "não" flipping the next word and "muito" doubling it. */
const POSITIVE_RES = POSITIVE_WORDS.map((w) => new RegExp(`(\\bnao\\s+)?(\\bmuito\\s+|\\bsuper\\s*)?\\b${w}`, 'g'));
const NEGATIVE_RES = NEGATIVE_WORDS.map((w) => new RegExp(`(\\bmuito\\s+|\\bsuper\\s*)?\\b${w}`, 'g'));

export function sentimentOf(t: string): number {
  let score = 0;
  for (const re of POSITIVE_RES) for (const m of t.matchAll(re)) score += (m[1] ? -1 : 1) * (m[2] ? 2 : 1);
  for (const re of NEGATIVE_RES) for (const m of t.matchAll(re)) score -= m[1] ? 2 : 1;
  if (/!{2,}/.test(t) && score < 0) score -= 1;
  return Math.max(-5, Math.min(5, score));
}
