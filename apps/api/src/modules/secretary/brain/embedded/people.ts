// Booking for someone else from the same phone ("pro meu filho Heitor", "marca pro Heitor, meu
// filho"): who the appointment is for. The relation words are data; the name is the capitalised
// word next to them, or the word after the relation ("pro meu filho heitor").
import { KEY_WORDS } from './lexicon/key-words.js';
import { RELATIONS, VOCATIVE } from './lexicon/people.js';
import { fold, normalize } from './text.js';

/** Words after a relation that are not a name. */
const NOT_NAMES = new Set([
  'de',
  'da',
  'do',
  'que',
  'tem',
  'e',
  'o',
  'a',
  'pra',
  'para',
  'no',
  'na',
  'nome',
  'dele',
  'dela',
  'sabado',
  'domingo',
  'segunda',
  'terca',
  'quarta',
  'quinta',
  'sexta',
  'amanha',
  'hoje',
  'consulta',
  'corte',
  'as',
  'mas',
  'ta',
  'esta',
  // Fillers said right after a relation in a voice note ("do meu filho né ele tem seis anos").
  'ne',
  'neh',
  'tipo',
  'entao',
  'ai',
  // What follows a relation in a sentence ("minha esposa quer fazer unha", "meu filho também vai"):
  // verbs, pronouns and adverbs clients write in lower case, never a name.
  'quer',
  'queria',
  'quero',
  'queremos',
  'querem',
  'vai',
  'vao',
  'vamos',
  'vem',
  'precisa',
  'precisava',
  'gostaria',
  'pode',
  'faz',
  'fez',
  'fazer',
  'cortar',
  'marcar',
  'agendar',
  'passar',
  'ir',
  'vir',
  'tirar',
  'pintar',
  'consultar',
  'ser',
  'ter',
  'ver',
  'tambem',
  'tb',
  'tbm',
  'ja',
  'ainda',
  'so',
  'sempre',
  'nunca',
  'mesmo',
  'mesma',
  'ele',
  'ela',
  'eh',
  'e',
  'aqui',
  'ai',
  'la',
  'com',
  'comigo',
  'junto',
  'agora',
  'nao',
  'sim',
  'um',
  'uma',
  'pequeno',
  'pequena',
  'mais',
  'anos',
  'eu',
  'estava',
  'tava',
  'disse',
  'falou',
  'pediu',
  // "deixa eu ver c meu marido se ele fica c as crianças": a conjunction after the relative.
  'se',
  'q',
  'n',
  'acha',
  // "se o meu marido consegue ficar com as crianças": what the relative does, not who is booked.
  'consegue',
  'conseguir',
  'fica',
  'ficar',
  'leva',
  'levar',
  'busca',
  'buscar',
  'pega',
  'trabalha',
  'chega',
  'sai',
  'cuida',
  // "deixa eu ver com meu marido primeiro": when, never who.
  'primeiro',
  'primeira',
  // "vou almoçar c meu chefe. nem 14h30": the next thought, never who.
  'nem',
  'antes',
  'depois',
  'dps',
  'logo',
  // "fala meu parceiro, beleza?": a greeting's words after a relation, never a name.
  'beleza',
  'blz',
  'tranquilo',
  'firmeza',
  'suave',
  'show',
  'bom',
  'boa',
  'tudo',
  'td',
]);

/** "pro meu filho sab às 10": a word that is, once abbreviations are read, a word of the agenda ("sábado") is no name. */
export const notAName = (word: string) => {
  const plain = fold(word);
  const read = normalize(word).trim();
  // ("meu marido cancelou a consulta dele": a verb in the past, written in lower case, is no name.)
  const pastVerb = /^\p{Ll}/u.test(word) && plain.length >= 4 && /(?:ou|aram|eram|iram|iu)$/.test(plain);
  return NOT_NAMES.has(plain) || NOT_NAMES.has(read) || KEY_WORDS.includes(read) || pastVerb;
};

const REL = RELATIONS.join('|');
/** "Filha", "Mãe": a party member known only by relation (the name is still to be said). */
export const isRelation = (name: string) => RELATIONS.includes(fold(name));

/** How a relation reads in a reply ("irma" stored for "minha irmã" is "sua irmã"); accents the folded words lost. */
// ("seu moleque" is an insult: the boy is "seu menino".)
const SPOKEN_RELATION: Record<string, string> = {
  mae: 'mãe',
  irma: 'irmã',
  irmao: 'irmão',
  vo: 'vó',
  vovo: 'vovó',
  avo: 'avó',
  moleque: 'menino',
};
const FEMININE = /(?:a|mae|vo|vovo|avo|mulher)$/;
export function relationPhrase(name: string): string | null {
  const word = fold(name);
  if (!RELATIONS.includes(word) || word.endsWith('s') || ['colega', 'chefe'].includes(word)) return null;
  return `${FEMININE.test(word) ? 'sua' : 'seu'} ${SPOKEN_RELATION[word] ?? word}`;
}
// ("vou marcar pra uma amiga, a Fabiana": a relation without "minha" only right after "pra".)
const RELATION_RE = new RegExp(`\\b(?:meu|minha|meus|minhas|(?:pra|pro|para)\\s+(?:um|uma))\\s+(${REL})\\b`);

function capitalised(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Honorifics before a name ("seu Antônio", "dona Maria"): the name is the word after. */
const HONORIFICS = new Set(['seu', 'dona', 'sr', 'sra', 'senhor', 'senhora', 'o', 'a', 'tia', 'tio']);
const CORRECTION_RE = /\b(?:nao|pera|espera|quer dizer|digo|ou melhor|alias)\b/;
/** A relative who is the subject of what follows (with or without their name): someone spoken of. */
const SPOKEN_OF_RE =
  /^(?:\s+\p{L}+)?\s+(?:falou|disse|indicou|recomendou|comentou|contou|gostou|adorou|ama|gosta|achou|acha|mora|trabalha|fez|faz)\b/u;

/**
 * "três horas eu pego minha filha na escola": the relative of an errand (a reason), not who is booked (blanked).
 * ("levar meu filho pra cortar" brings the one booked: no errand.)
 */
const ERRAND_OF_RE = new RegExp(
  `\\b(?:pego|pegar|pegando|busco|buscar|buscando|deixo|deixar|cuido|cuidar d[aoe])\\s+(?:a\\s+|o\\s+)?(?:meu|minha|meus|minhas)\\s+(?:${RELATIONS.join('|')})\\b`,
  'g',
);

/** "o casamento da minha sobrinha", "a festa do meu filho": whose event it is, not who is booked (blanked, same length). */
const EVENT_OF_RE = new RegExp(
  `\\b(?:casamento|aniversario|niver|formatura|festa|batizado|cha|enterro|velorio|apresentacao|viagem|casa)\\b(?:\\s+[a-z]+){0,4}?\\s+d[aoe]s?\\s+(?:meu|minha|meus|minhas)\\s+(?:${RELATIONS.join('|')})\\b`,
  'g',
);

/** A relation as written, accents or not ("mãe", "mae"). */
const REL_WRITTEN = RELATIONS.map((r) =>
  r.replace(/a/g, '[aãáâ]').replace(/e/g, '[eéê]').replace(/o/g, '[oóô]').replace(/i/g, '[ií]'),
).join('|');
/** "o nome dele é Heitor", "ela se chama Maria Helena", "minha filha é a Bruna": the name said outright, one or two words. */
const SAID_NAME_RE = new RegExp(
  `(?<![\\p{L}])(?:nome (?:dele|dela|do menino|da menina) (?:é|e|eh)|(?:no|em) nome d(?:ele|ela)\\s*[,:]|(?:ele|ela) (?:se )?chama|chama|(?:no|em) nome d[oa]|(?:meu|minha) (?:${REL_WRITTEN}) (?:é|e|eh|se chama) (?:o|a))\\s+([\\p{L}]+)(?:\\s+(\\p{Lu}[\\p{L}]+))?`,
  'iu',
);

export function saidName(original: string): string | null {
  const m = SAID_NAME_RE.exec(original);
  if (!m || notAName(m[1]!)) return null;
  // ("no nome do theo ta": the "tá" after it is no surname.)
  return [m[1]!, m[2] && !notAName(m[2]) ? m[2] : undefined]
    .filter(Boolean)
    .map((w) => capitalised(w!.toLowerCase()))
    .join(' ');
}

/** "pro Miguel", "pra Ana": the capitalised names a booking is said to be for, in order. */
function forNames(original: string): Array<{ name: string; at: number }> {
  return [...original.matchAll(/\b(?:pro|pra|para o|para a|p\/)\s+(?:(?:seu|dona)\s+)?(\p{Lu}[\p{L}]+)/gu)]
    .filter((m) => !notAName(m[1]!))
    .map((m) => ({ name: m[1]!, at: m.index! }));
}

/**
 * The person the booking is for, when the client says it is someone else: a name said outright, else
 * the one after a self-correction ("pro Pedro, não pera, pro Enzo"), else the word after the relation
 * ("meu filho Heitor", "meu pai, seu Antônio"), else a "pro Miguel" beside the relation.
 */
const LEAD_WORDS = new Set(['tb', 'tbm', 'tambem', 'a', 'o']);

const VOCATIVE_RE = new RegExp(VOCATIVE, 'g');

/** "quer fazer tbm", "vai querer também": someone else wants the same. */
const ALSO_FOR_OTHER_RE =
  /\b(?:quer|queria|vai querer|precisa|quer fazer|queria fazer) (?:fazer )?(?:tambem|tb|igual|o mesmo|a mesma coisa)\b/;

/** "minha filha lívia quer fazer tbm": another person wants what the client has (folded text). */
export const wantsTheSame = (text: string) => ALSO_FOR_OTHER_RE.test(text) && !!bookingFor(text);

export function bookingFor(original: string): { name: string | null; relation: string | null } | null {
  const folded = fold(original)
    .replace(VOCATIVE_RE, (m) => ' '.repeat(m.length))
    .replace(EVENT_OF_RE, (m) => ' '.repeat(m.length))
    .replace(ERRAND_OF_RE, (m) => ' '.repeat(m.length));
  const rel = RELATION_RE.exec(folded);
  const outright = saidName(original);
  if (outright) return { name: outright, relation: rel?.[1] ?? null };
  if (!rel) return null;
  // "que a minha filha falou que ele é muito bom": the relative is the one speaking, not the one booked.
  if (SPOKEN_OF_RE.test(folded.slice(rel.index + rel[0].length))) return null;
  const relation = rel[1]!;
  const named = forNames(original);
  const corrected = named.filter((n) => CORRECTION_RE.test(fold(original.slice(0, n.at))));
  if (corrected.length > 0) return { name: capitalised(corrected.at(-1)!.name.toLowerCase()), relation };
  // ("minha mãe 12h": the letter of a time is no word, let alone a name.)
  const words = [...original.matchAll(/(?<![\p{L}\p{N}])[\p{L}]+/gu)].map((m) => ({ word: m[0], at: m.index! }));
  const after = words.filter((w) => w.at > rel.index + rel[0].length - 1 && !HONORIFICS.has(fold(w.word)));
  // ("pra minha esposa tb, a marta": "também" and the article come before the name.)
  const firstAfter = after.find((w) => !LEAD_WORDS.has(fold(w.word)));
  for (const w of after.slice(0, 3)) {
    // ("eu e meu pai com o Marcão": a name after "com" is who attends, not the relative's.)
    if (fold(w.word) === 'com') break;
    if (notAName(w.word)) continue;
    if (/^\p{Lu}/u.test(w.word) || w === firstAfter) return { name: capitalised(w.word.toLowerCase()), relation };
    break;
  }
  // "…meu pai (Jorge) faz a barba primeiro": the same relation said again with the name beside it.
  const again = new RegExp(`\\b(?:meu|minha) ${relation}\\s*[(,]?\\s*(?:o |a |seu |dona )?([A-ZÀ-Ý][\\p{L}]+)\\)?`, 'u').exec(
    original.slice(rel.index + rel[0].length),
  );
  if (again && !notAName(again[1]!)) return { name: capitalised(again[1]!.toLowerCase()), relation };
  if (named.length) return { name: capitalised(named.at(-1)!.name.toLowerCase()), relation };
  // "pro Heitor, meu filho": the name right before the relation.
  const prev = /\b(?:pro|pra|para o|para a)\s+([a-z]+)\s*,?\s*$/.exec(folded.slice(0, rel.index));
  if (prev && !notAName(prev[1]!)) return { name: capitalised(prev[1]!), relation };
  return { name: null, relation };
}

/** "…a minha filha também quer, não, espera, deixa ela pra depois, só eu mesmo": the other person is left out (folded). */
const LEFT_OUT_RE =
  /\b(?:so eu(?: mesm[oa])?|so pra mim|so para mim|deixa (?:ela|ele) (?:pra|para) depois|(?:ela|ele) (?:vai|fica) (?:pra|para|na|no) (?:semana que vem|outro dia|depois|proxima))\b/;
export const leavesOthersOut = (folded: string) => LEFT_OUT_RE.test(folded);
