// "vcs fazem luzes?", "vcs tem psicólogo?", "fazem pigmentação de barba?": a service (or a kind of one) the business
// does not offer is said plainly, before what it does offer; never read as the nearest service, nor left unanswered.
import { hasPref, type TTimePref } from './dates.js';
import { matchService } from './match.js';
import type { Turn } from './state.js';
import { namedProfessional } from './team.js';
import { fold, normalize } from './text.js';

const ASKED_RE = /\b(fazem|faz|tem|trabalham com|oferecem|oferece)\s+(?:o |a |os |as |um |uma )?([a-z]{4,}(?: de [a-z]{3,})?)/;
/** Words after "tem" that ask no service: a time, a way, an answer the FAQ gives. */
const NOT_A_SERVICE = new Set(
  (
    'servico servicos horario horarios vaga vagas hoje amanha aqui isso tudo mais algum alguma quais qual como jeito ' +
    'alguem algo gente certeza problema segunda terca quarta quinta sexta sabado domingo manha tarde noite desconto ' +
    'promocao estacionamento wifi cartao pix parcelamento convenio plano'
  ).split(' '),
);

/** "vcs fazem luzes?": the words asked for when they are none of the services (folded; else null). */
function unknownAsked(turn: Turn, text: string): string | null {
  const asked = ASKED_RE.exec(text)?.[2];
  if (!asked || NOT_A_SERVICE.has(asked.split(' ')[0]!)) return null;
  // "pigmentação de barba": a kind of a service we do, itself not done (unless the whole is one of ours).
  const [kind, of] = asked.split(' de ');
  const ours = (words: string) => !!matchService(words, turn.input.services);
  const titled = turn.input.services.some((s) => normalize(s.title) === asked);
  if (of && !titled && !ours(kind!) && ours(of)) return asked;
  return ours(asked) ? null : asked;
}

/** "vcs fazem pigmentação de barba?": something asked for that is not done here. */
export const asksNotOffered = (turn: Turn, text: string) => !!unknownAsked(turn, text);

/** The folded words as the client wrote them (accents kept), when they are found whole. */
function asWritten(original: string, folded: string): string {
  const words = original.split(/\s+/);
  const want = folded.split(' ').length;
  for (let i = 0; i + want <= words.length; i++) {
    const run = words.slice(i, i + want).map((w) => w.replace(/[?!.,;:]+$/, ''));
    if (run.map((w) => fold(w)).join(' ') === folded) return run.join(' ').toLowerCase();
  }
  return folded;
}

/** "Não temos *psicólogo* por aqui 😕. " for a service asked that is not done here; '' otherwise. */
export function notOfferedLine(turn: Turn, text: string): string {
  const asked = unknownAsked(turn, text);
  if (!asked) return '';
  const verb = ASKED_RE.exec(text)![1]!;
  const lead = /^(?:tem|oferece|oferecem)$/.test(verb) ? 'Não temos' : verb === 'trabalham com' ? 'Não trabalhamos com' : 'Não fazemos';
  return `${lead} *${asWritten(turn.input.messages.join(' '), asked)}* por aqui 😕. `;
}

/** "vcs tem psicólogo?" and nothing else we read: no day, no professional of ours, only the unknown service. */
function asksOnlyNotOffered(turn: Turn, text: string, pref: TTimePref): boolean {
  if (hasPref(pref) || !unknownAsked(turn, text)) return false;
  const named = namedProfessional(turn.input.messages.join(' '), turn.input.professionals ?? [], turn.input.services);
  return !(named && 'professional' in named);
}

/** The services list is the answer: asked for ("quais serviços vcs fazem?"), or asked about one we do not offer. */
export const asksServices = (turn: Turn, it: { listServices: boolean; question: boolean }, text: string, pref: TTimePref) =>
  it.listServices || (it.question && asksOnlyNotOffered(turn, text, pref));
