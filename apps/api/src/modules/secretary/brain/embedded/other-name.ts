// A booking for someone the client names only by relation ("minha amiga quer marcar, posso marcar pra
// ela?"): the appointment must carry that person's name, so the name is asked beside the time picked (proposed),
// and the answer ("o nome dela é Renata Alves", "Renata", or with its yes) goes on the booking.
import { agreementOf, isNegationOrHesitation } from '../../consent.js';
import { fold, normalize } from './text.js';
import { detectIntents, extractName } from './intents.js';
import { hasPref, parseTimePref } from './dates.js';
import { matchService } from './match.js';
import type { Turn } from './state.js';
import { leavesOthersOut, notAName } from './people.js';

const FEMININE = new Set(
  'filha menina sobrinha esposa mulher mae namorada amiga irma neta enteada prima cunhada sogra tia afilhada parceira comadre vizinha noiva'.split(
    ' ',
  ),
);
const SPOKEN: Record<string, string> = { mae: 'mãe', irma: 'irmã', irmao: 'irmão', avo: 'avó', moleque: 'menino' };

/**
 * The booking is for the relative or friend, not only about them ("pra minha amiga", "ela quer marcar", "minha filha
 * de 14 anos tá querendo cortar",
 * "queria levar meu moleque junto… da pra cortar ele tb?").
 */
const FOR_THEM_RE =
  /\b(?:(?:pra|pro|para|p)\s+(?:a\s+|o\s+)?(?:minha|meu)\s+[a-z]+|(?:levar|trazer|levo|trago)\s+(?:a\s+|o\s+)?(?:minha|meu)\s+[a-z]+\s+(?:junto|tambem|tb|tbm|comigo)|(?:cortar|atender|fazer)\s+(?:ele|ela)\s+(?:tambem|tb|tbm)|(?:minha|meu)\s+[a-z]+\s+(?:de\s+\d{1,2}\s+anos\s+)?(?:(?:tambem|tb|tbm|ai|aqui)\s+)?(?:quer|queria|precisa|gostaria|vai|(?:ta|esta|tava|estava)\s+(?:querendo|precisando))|(?:pra|para|pro)\s+(?:ela|ele))\b/;

export function booksForThem(original: string): boolean {
  return FOR_THEM_RE.test(fold(original)) && !leavesOthersOut(fold(original));
}

/** "qual é o nome do seu filho? Assim o horário fica no nome dele 🙂" (lower case: it follows a proposal or an "E"). */
export function nameQuestion(relation: string): string {
  const she = FEMININE.has(relation);
  return `qual é o nome ${she ? 'da sua' : 'do seu'} ${SPOKEN[relation] ?? relation}? Assim o horário fica no nome ${she ? 'dela' : 'dele'} 🙂`;
}

export function askOtherName(turn: Turn, relation: string, proposal: string | null = null) {
  turn.state.awaiting = 'for_name';
  const ask = nameQuestion(relation);
  turn.say(proposal ? `${proposal}\n\nE ${ask}` : `${ask.charAt(0).toUpperCase()}${ask.slice(1)}`);
}

/** "o nome dela é Renata Alves", "ela se chama Renata", "Renata": the name asked for, if the message gives it. */
const THEIR_NAME_RE =
  /\b(?:o nome (?:d(?:ela|ele) )?(?:e|eh)|nome d(?:ela|ele)(?:\s+(?:pfv|pf|pls|por favor))?[,:]?|(?:ela|ele) se chama|chama|e (?:a|o))\s+([a-z]+(?:\s+[a-z]+){0,3})/;
/** "pode marcar no nome dela pfv, aparecida souza", "marca pra ela, o nome é Manuela", said with the yes: only the outright forms. */
const NAME_TOLD_RE =
  /\b(?:o nome (?:e|eh)|nome d(?:ela|ele)(?:\s+(?:e|eh))?(?:\s+(?:pfv|pf|pls|por favor))?[,:]?|(?:ela|ele) se chama)\s+([a-z]+(?:\s+[a-z]+){0,3})/;

export function otherNameIn(original: string): string | null {
  // ("obrigada!" while the name is asked: thanks, no name.)
  if (isNegationOrHesitation(original) || detectIntents(normalize(original)).thanks) return null;
  // "marca pra ele então, é o Lucas": the name said outright, beside a yes.
  const m = THEIR_NAME_RE.exec(fold(original));
  if (m) return extractName(original.substr(m.index + m[0].length - m[1]!.length, m[1]!.length), true);
  // ("pode ser" alone is no name.)
  if (agreementOf(original, { action: 'book', minutes: -1 }) === 'agree') return null;
  return extractName(original, true);
}

/** "isso, pode marcar. é pra Lurdes": the relative's name said with the yes ("pra" and a capitalised name). */
const FOR_NAMED_RE = /(?:^|[\s,.!])(?:(?:e|eh|é) )?(?:pra|para|pro) (?:a |o |dona |seu )?(\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?)/u;

export function namedWithYes(turn: Turn): boolean {
  const said = turn.input.messages.join(' ');
  const m = FOR_NAMED_RE.exec(said);
  const told = m ? null : NAME_TOLD_RE.exec(fold(said));
  const name =
    m && !notAName(m[1]!.split(' ')[0]!)
      ? m[1]!
      : told
        ? extractName(said.substr(told.index + told[0].length - told[1]!.length, told[1]!.length), true)
        : null;
  if (name) turn.state.for_name = name;
  return !!name;
}

const APPOSITION_RE = /\b(?:meu|minha)\s+\p{L}+\b[^.?!]{0,40}?,\s*(?:o|a)\s+(\p{L}{2,})\s*(?=[,.!?]|$)/iu;

/**
 * "Theo. sabado de manha, 9h tem?": the name said ahead of the question, as the message's first
 * sentence, capitalised as names are. Never a word the secretary reads otherwise (a day, a time, a
 * service, a professional, a yes or a greeting). Sets the name and says whether it found one.
 */
export function volunteeredName(turn: Turn): boolean {
  const said = turn.input.messages.join(' ');
  // ("meu filho tb precisa cortar, o theo, tem 6 anos": the name set off by commas after the relation.)
  const m = /^\s*(\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?)\s*[.,!]\s+\S/u.exec(said) ?? APPOSITION_RE.exec(said);
  if (!m) return false;
  const lead = fold(m[1]!);
  const team = turn.input.professionals.flatMap((p) => [p.title, ...p.aliases]).flatMap((n) => fold(n).split(/\s+/));
  const read =
    Object.values(detectIntents(lead)).some((v) => v === true) ||
    hasPref(parseTimePref(lead, turn.input.now, turn.tz)) ||
    !!matchService(lead, turn.input.services) ||
    lead.split(' ').some((w) => team.includes(w));
  const name = read || notAName(lead) ? null : extractName(m[1]!, true);
  if (name) turn.state.for_name = name;
  return !!name;
}
