// The reasons a client gives ("porque amanhã eu viajo", "que eu levo meu filho na escola", "de manhã
// tenho futebol"): a day, a time or a service said inside one is not asked for. Read before the day and
// time (dates.ts) and the services (corrected-services.ts).
import { NUMBER_WORDS } from './lexicon/time-words.js';
import { WEEKDAY_WORDS, weekdayOf } from './lexicon/weekdays.js';
import { ADVICE_VERBS, RELATIONS } from './lexicon/people.js';

const ANY_WEEKDAY = WEEKDAY_WORDS.map(([re]) => re).join('|');

// "hoje de tarde, porque amanhã eu viajo": a day given as the reason is not the day asked for. The
// reason runs from "porque/pq/pois/já que" to the next comma, "então", "mas" or "se".
// "sexta de manhã, que quinta eu trabalho", "nove não, que eu levo meu filho na escola": a bare "que"
// opens a reason when a person and a verb of their routine follow (never "sexta que vem"; "é que eu tô precisando
// fazer uma escova" is the request itself, softened).
const CAUSAL_QUE = `que(?= (?:(?:na |no |de |a )?(?:${ANY_WEEKDAY}|manha|tarde|noite|hoje|amanha) |(?:as |umas )(?:\\d{1,2}(?:h\\d{0,2}|:\\d{2})?|${Object.keys(NUMBER_WORDS).join('|')}) )?(?:eu|a gente) (?:nao |n )?(?:trabalho|levo|busco|pego|tenho|vou|estudo|saio|entro|fico|to|estou|faco|viajo|posso|consigo)\\b(?<!\\b(?:to|estou)(?= (?:precisando|querendo|afim|a fim|pensando|procurando|interessad))))`;
// "de tarde na vdd, de manhã tenho futebol": a part of the day the client is busy at, wherever it stands (the
// dialogue reads the message without its commas). Never a weekday: "sexta tenho festa, queria uma escova
// antes" asks for that Friday.
const BUSY_AT = `(?<=^|[,.;!?] ?|\\s)(?:(?:na|no|de|a) )?(?:manha|tarde|noite) (?:eu |a gente )?(?:trabalho|tenho(?! (?:(?:um )?temp|folga|livre|disponi|horario|vaga|(?:que|q) (?:estar|ficar|sair|terminar|acabar)\\b))|estudo|levo|busco|pego|dou aula|(?:to|estou|vou estar|fico) (?:no|na|em|ocupad[oa]|trabalhando)|(?:tem|vai ter) (?:um |uma |o |a )?(?:reuniao|compromisso|aula|prova|jogo|treino|evento|festa|culto|missa|churrasco|almoco)|(?:e|eh|vai ser|sera) (?:a |o )?(?:formatura|festa|reuniao|jogo|aniversario|casamento|batizado|apresentacao|prova|viagem|churrasco|almoco|culto|missa))\\b`;
// "quatro eu pego o moleque na escola, bota cinco": a clock time the client is busy at, with a verb of their
// routine (never "quatro eu posso", which offers the time).
const WORK = 'trampo|trabalho|servico|emprego|firma|escritorio|plantao|escola|facul|faculdade|aula';
const COMMITMENTS =
  '(?:dentista|reuniao|aula|prova|compromisso|academia|futebol|jogo|curso|faculdade|entrevista|viagem|voo|plantao|medico|outro compromisso|pilates|yoga|ioga|natacao|treino|crossfit|musculacao|ballet|bale|terapia|psicolog[oa]|fono|ingles|aniversario|niver|festa|casamento|formatura|batizado|velorio|churrasco)';
// ("15h eu to no trampo ainda", "dez e meia eu to no mercado", "11h eu tenho reunião", "sábado 10h tenho pilates":
// somewhere else, or another commitment, at that time.)
/** What the client has to do at an hour ("as 15h tenho q buscar meu filho"). */
const DUTY_VERBS = '(?:buscar|levar|pegar|trabalhar|ir|estar|sair|atender)';
const BUSY_AT_TIME = `(?<=^|[,.;!?] ?|\\s)(?:(?:as|umas|la pelas|pelas) )?(?:\\d{1,2}(?:h\\d{0,2}|:\\d{2})?|${Object.keys(NUMBER_WORDS).join('|')})(?: horas)? (?:eu|a gente) (?:(?:ainda )?(?:trabalho|levo|busco|pego|estudo|dou aula)|(?:(?:ainda )?(?:to|estou|vou estar)(?: ainda)? (?:(?:no|na|em) \\S+|${WORK}|trabalhando|ocupad[oa]))|tenho (?:reuniao|aula|dentista|medico|compromisso|prova|consulta))\\b|(?:\\d{1,2}(?:h\\d{0,2}|:\\d{2})?) tenho (?:um |uma |o |a )?${COMMITMENTS}\\b|(?:\\d{1,2}(?:h\\d{0,2}|:\\d{2})?) (?:eu )?tenho (?:que|q) ${DUTY_VERBS}\\b`;
// "desmarca o de sábado e põe na terça 17h, sábado surgiu um compromisso": the day something came up on.
const EVENT_ON_DAY = `(?:(?:na|no) )?(?:${ANY_WEEKDAY}|amanha|hoje|dia \\d{1,2}) (?:me |pra mim |para mim )?(?:surgiu|apareceu|deu|vai ter|teve) (?:um |uma )?(?:compromisso|imprevisto|reuniao|viagem|problema|evento|prova)\\b`;
// "…só eu mesmo, a minha filha vai na semana que vem": a day said of another person is not the client's. ("ah quinta tá
// bom então minha filha pode ser às nove": "minha filha" said to the receptionist, the time is the client's.)
const OTHER_PERSONS_DAY = `(?:minha|meu) (?:${RELATIONS.join('|')}) (?:tambem |so )?(?:vai|fica|pode(?! ser\\b)|vem)\\b`;
// "eles já cortaram aí com o Marcão": what others did before tells a story, it asks for nothing. (The client's
// own "já fiz o corte, agora a barba" is read by corrected-services.ts, which keeps the service that follows.)
// ("o retorno daquela consulta q fiz no começo do mês": the client's own past visit names the retorno's, none asked.)
const DONE_BEFORE = `(?:d(?:aquel|ess|est)?[ao] \\S+(?: \\S+)? (?:que|q) (?:eu )?(?:fiz|tive|passei)|(?:eles|elas|ele|ela|a gente|nos) ja (?:cortaram|cortou|cortamos|fizeram|fez|fizemos|pintaram|pintou|atendeu|atenderam|vieram|veio|foram|passaram|passou)|(?:meu|minha) (?:${RELATIONS.join('|')}) (?:ja )?(?:cancelou|desmarcou|remarcou|marcou|cortou|fez|foi|veio|passou))\\b`;
// "com a jessica mesmo que ela que ja faz minha unha sempre": what the professional always does for the client tells who
// she is, it asks for nothing (the service asked is the one said before: "fazer o pé").
// ("faz com a carla? ela fez minha escova e amei": what she did for the client once, too.)
const PRO_HABIT = `(?:(?:que (?:e )?(?:ela|ele)(?: que| quem)?|(?:e )?(?:ela|ele) (?:que|quem)) (?:ja )?(?:sempre )?(?:faz|fez|cuida|corta|cortou|atende|atendeu|pinta|pintou|arruma|arrumou)|(?:ela|ele) (?:ja )?(?:fez|cortou|pintou|arrumou|atendeu) (?:a |o )?(?:minha|meu|meus|minhas))\\b`;
// "ih, acabei de lembrar q tenho dentista 14h", "quinta eu tenho fisioterapia em outro lugar": the time or day of
// another commitment, never asked for. Only commitments no business here sells (a "consulta" or a "fisio" may be
// the client's own appointment here), or any said to be elsewhere.
const ELSEWHERE = `(?:eu )?(?:tenho|vou ter) (?:\\S+ ){1,3}?em outro lugar\\b`;
// "amanhã tem o jogo do meu moleque": an event of someone else's, which names no service ("moleque" is no Corte infantil).
const EVENT_OF = `(?:tem|vai ter|e) (?:o |a |um |uma )?(?:jogo|festa|aniversario|apresentacao|formatura|casamento|reuniao|batizado|niver) d[aoe]s? (?:meu |minha |meus |minhas )?\\S+`;
// "vai ter churrasco sábado cedo 😂 joga pra tarde", "tenho almoço de família": an event's own part of the day or time
// is never asked for (its day stays: the day may still be the one asked).
const EVENT_AT = `(?:tem|tenho|vai ter|vou ter) (?:um |uma |o |a )?(?:churrasco|almoco|jantar|confraternizacao|festa|aniversario|casamento|batizado|formatura|niver|culto|missa|show|evento)\\b(?: (?:de familia|d[aoe]s? \\S+))?(?: (?:na|no|de|dia))?(?: (?:${ANY_WEEKDAY}|amanha|hoje))?(?: (?:de |bem |pela |a |la pelas |as )?(?:cedo|cedinho|manha|tarde|noite|\\d{1,2}(?:h\\d{0,2}|:\\d{2})?))?`;
// ("meu chefe acabou de marcar reunião às 16h": someone else put it there.)
const COMMITMENT = `(?:(?:acabei de |eu )?(?:lembrei|lembrar)(?: q| que)? )?(?:eu )?(?:tenho|vou ter|marcou|marcaram|marcar|agendou|agendaram|colocou|botou) (?:um |uma |o |a )?${COMMITMENTS}\\b(?: (?:(?:na|no|de|dia) )?(?:${ANY_WEEKDAY}|amanha|hoje)(?=(?: (?:as|umas|la pelas))? \\d))?(?: (?:as|umas|la pelas|de|na|no) \\S+)?(?: \\d{1,2}(?:h\\d{0,2}|:\\d{2})?)?`;
// "entro 8h30 no trampo", "pego no serviço às 9": when work or school starts, never a time asked for.
const CLOCK_SAID = `(?:as |umas |la pelas |tipo )?\\d{1,2}(?:h\\d{0,2}|:\\d{2})?`;
const WORK_STARTS = `(?:eu |ela |ele )?(?:entro|entra|pego|pega|comeco|comeca|chego|chega) (?:n[oa] (?:${WORK}) ${CLOCK_SAID}|${CLOCK_SAID} n[oa] (?:${WORK}))`;
// "ela sai da escola 16h30": when someone leaves work or school (the time asked comes after it; times.ts reads the window).
const LEAVES_AT_RE = new RegExp(`\\b(?:eu |ela |ele )?(?:saio|sai|sair|saindo|largo|larga) d[oa] (?:${WORK}) ${CLOCK_SAID}`, 'g');
/** The message without the times someone leaves work or school at: no time asked, only what follows it. */
export const withoutLeavingTimes = (text: string) => text.replace(LEAVES_AT_RE, ' ');
// "é que eu tô com dor nas costas e o médico falou pra eu fazer fisioterapia": what was advised is asked.
// (A self-correction ends it too: "…porque eu entro às dez entendeu não pera terça eu vou tá viajando é quarta".)
// A voice note has no full stop either: "pq trabalho… quinta de manhã tem?", "15h eu to no trampo ainda. tem 17h?"
// ask again where a day or a time is asked for ("tem 17h", "… quinta de manhã tem?").
const ASKED_DAY = `(?:${ANY_WEEKDAY}|amanha|hoje|\\d{1,2}(?:h\\d{0,2}|:\\d{2})?)`;
// ("10h tenho pilates, consegue 11h?": the one asked, right before the question mark, after "consegue".)
const ASKS_AGAIN = `\\btem(?= (?:as |umas |pras? )?${ASKED_DAY}\\b)|\\b(?=${ASKED_DAY}\\b[^?]{0,20}\\b(?:tem|rola|da|serve|teria|pode ser)\\s*\\?)|\\b(?:consegue|conseguiria)(?= (?:as |umas |pras? |pra |para )?${ASKED_DAY}\\b)`;
const REASON_END = `[,.;!?]|${ASKS_AGAIN}|(?<!\\b(?:nao|n) )\\bda (?:pra|para)\\b|\\btem como\\b|\\b(?:entao|mas|se|pode|podia|queria|quero|marca|bota|coloca|poe|troca|muda|remarca|(?:passa|joga) (?:pra|para|pras|pro)|ne|tipo|umas|tem que ser|tem q ser|precisa ser|prefiro|melhor|faz assim|de preferencia|ah|nao pera|pera|espera|ou melhor|quer dizer|na verdade|${ADVICE_VERBS.join('|')})\\b|$`;
/** "acabei de sair da consulta com o dr ricardo, ele pediu retorno": the visit just had, told, not asked for. */
const JUST_HAD = `(?:acab(?:ei|o|amos) de|to saindo|estou saindo|sai agora) (?:sair|voltar|vir|fazer|passar|ter|terminar)\\b`;
// "preciso mudar pra quarta, aproveito q ja vou na nutri de manha": the visit already held that day is the reason.
// ("aproveito que vou estar aí e faço a sobrancelha" adds one: only "já vou na/no X", a visit held, is the reason.)
// ("sexta já vou estar aí de tarde pra sobrancelha, dá pra encaixar antes?": the visit held that day, told.)
const ALREADY_THERE = `aproveit\\w* (?:que|q|pq|porque) (?:eu )?ja (?:vou|tenho|vou ter) (?:na|no|a|o|um|uma)\\b|(?:eu )?ja (?:vou estar|estarei|vou ta|vou tar) (?:ai|la)\\b`;
const REASON_RE = new RegExp(
  `\\b(?:(?:porque|pq|pois|ja que)\\b|${ALREADY_THERE}|${JUST_HAD}|${CAUSAL_QUE}|${BUSY_AT}|${BUSY_AT_TIME}|${EVENT_ON_DAY}|${OTHER_PERSONS_DAY}|${DONE_BEFORE}|${PRO_HABIT}).*?(?=${REASON_END})`,
  'g',
);
// "quinta não dá que eu tenho futebol sexta feira às três": the reason after a day ruled out is about that
// day, and ends where another day is said: that one is asked for (a voice note has no comma to end the
// reason). The same day again ("sexta não dá porque eu trabalho sexta") stays inside the reason.
const RULED_OUT_REASON_RE = new RegExp(
  `(?:\\b(${ANY_WEEKDAY})\\s+)?(?:eu\\s+)?\\b(?:nao|n) (?:da|rola|posso|consigo|vou conseguir|vai dar)\\s+((?:porque|pq|pois|que)\\b.*?)(?=${REASON_END})`,
  'g',
);
const DAY_SAID_RE = new RegExp(`\\b(?:${ANY_WEEKDAY}|amanha|hoje|dia \\d)\\b`, 'g');

export function withoutRuledOutReasons(text: string): string {
  return text.replace(RULED_OUT_REASON_RE, (whole: string, day: string | undefined, reason: string) => {
    const ruledOut = day === undefined ? undefined : weekdayOf(day);
    const next = [...reason.matchAll(DAY_SAID_RE)].find((m) => ruledOut === undefined || weekdayOf(m[0]) !== ruledOut);
    const kept = next ? reason.slice(next.index) : '';
    return `${whole.slice(0, whole.length - reason.length)} ${kept}`;
  });
}

// "é que eu já tenho às 8h mas ficou mt cedo, queria passar pras 11": the time the client holds, never the one asked.
const HELD_AT = '(?:eu )?(?:ja )?tenho (?:as|às) \\d{1,2}(?:h\\d{0,2}|:\\d{2})?';
// "as 15h tenho q buscar meu filho", "17h vou pegar mto transito": that hour taken, or bad for the client.
// ("sabado 9h vai ficar puxado, joga pro das 10h30": that hour is bad for the client, the one after it is asked.)
const DUTY_AT = `(?:as |umas )?\\d{1,2}(?:h\\d{0,2}|:\\d{2})? (?:eu )?(?:tenho (?:que|q) ${DUTY_VERBS}|vou pegar (?:muito |mto |mt )?transito|(?:vai ficar|vai ser|fica|ficou|ta|esta) (?:muito |mt |mto |meio |bem )?(?:puxado|corrido|apertado|complicado|dificil))`;
/** Another commitment is only its own words: what follows it ("14h, troca pro último") is the request. */
const COMMITMENT_RE = new RegExp(
  `\\b(?:${ELSEWHERE}|${EVENT_OF}|${EVENT_AT}|${HELD_AT}|${DUTY_AT}|${COMMITMENT}|${WORK_STARTS})(?=\\s|$|[,.;!?])`,
  'g',
);

/** The message without the other commitments it tells of: their times are never asked, even in a message of nothing else. */
// ("tenho dentista sexta às 9h30, consegue passar pra 11h?": the day said with it stays, only its time goes.)
export const withoutCommitments = (text: string) =>
  text.replace(COMMITMENT_RE, (said) => ` ${said.match(new RegExp(`\\b(?:${ANY_WEEKDAY}|amanha|hoje)\\b`))?.[0] ?? ''} `);

// "casamento do meu irmão amanhã… queria ir hj ainda": the day of someone's event, when the message asks for another
// day too (alone, "pro casamento da minha prima sábado" may be the day the client wants to come).
const EVENT_DAY_RE = new RegExp(
  `\\b(?:jogo|festa|aniversario|apresentacao|formatura|casamento|batizado|niver|viagem) d[aoe]s? (?:meu |minha |meus |minhas )?\\S+ (?:(?:e|eh|vai ser|sera|que e) )?((?:${ANY_WEEKDAY}|amanha|hoje|dia \\d{1,2}))\\b`,
);
// "sábado vou ter que viajar", "sexta to viajando": away that day.
const AWAY = `(?:eu )?(?:(?:vou|vo|vamos|vamo) (?:ter (?:que|q) |precisar |estar |ta |tar )?(?:viajar|viajando|estar fora|fora)|(?:to|estou|estarei) (?:viajando|fora)|viajo)\\b`;
// "amanha tenho dentista 😩 sexta msm horario tem?", "amanha cedo tenho reuniao… quarta que vem 17h tem?": the day
// (and part of it) of another commitment, when another day is asked too.
const COMMITMENT_DAY_RE = new RegExp(
  `\\b(?:(?:na|no) )?((?:${ANY_WEEKDAY}|amanha|hoje|dia \\d{1,2})\\b(?: (?:de |a |pela )?(?:cedo|cedinho|manha|tarde|noite))?) (?=(?:eu )?(?:tenho|vou ter) (?:um |uma |o |a )?${COMMITMENTS}\\b|(?:eu )?(?:saio|trabalho|to trabalhando|estou trabalhando|entro|pego) (?:tarde|cedo|ate|no|do|de|o dia)\\b|${AWAY})`,
);
// ("vou viajar amanha e volto daqui a 2 semanas… pro sabado q eu volto": the day the client leaves on, when another is asked.)
const AWAY_DAY_RE = new RegExp(`\\b${AWAY} (?:(?:na|no|de|dia) )?((?:${ANY_WEEKDAY}|amanha|hoje|dia \\d{1,2}))\\b`);
function withoutEventDay(text: string): string {
  return withoutDayOf(withoutDayOf(withoutDayOf(text, EVENT_DAY_RE), COMMITMENT_DAY_RE), AWAY_DAY_RE);
}
function withoutDayOf(text: string, re: RegExp): string {
  const m = re.exec(text);
  if (!m) return text;
  const rest = text.slice(0, m.index) + text.slice(m.index + m[0].length);
  const otherDay = new RegExp(DAY_SAID_RE.source).test(rest);
  const kept = m[0].replace(new RegExp(`${m[1]!}(\\s*)$`), '$1');
  return otherDay ? `${text.slice(0, m.index)}${kept}${rest.slice(m.index)}` : text;
}

/** The message without the reasons it gives ("que eu levo meu filho na escola" names no service either). */
// (The reasons first: "de manhã tenho futebol" is a reason with its part of the day, the commitment only its words.)
// "deixa pra lá, vou ver com meu marido se ele fica com as crianças": what the client will check, asking nothing.
const WILL_CHECK_RE =
  /\b(?:vou|vo|preciso|tenho que|deixa eu) (?:ver|ve|confirmar|falar|conversar|checar|perguntar)(?: com| pra| para| pro)? (?:o |a )?(?:meu |minha )?[a-z]+ se [^,.;!?]*/g;
export const withoutReasons = (text: string) =>
  withoutCommitments(
    withoutRuledOutReasons(withoutEventDay(text.replace(WILL_CHECK_RE, ' '))).replace(
      REASON_RE,
      (reason: string, at: number, all: string) => ` ${askedAfter(reason, all.slice(0, at))}`,
    ),
  );

const HOUR_SAID = `(?:\\d{1,2}(?:h\\d{0,2}|:\\d{2})?|${Object.keys(NUMBER_WORDS).join('|')})`;
const HOUR_SAID_RE = new RegExp(`\\b${HOUR_SAID}\\b(?= (?:horas?|h|e meia|da tarde|da manha)\\b)`, 'g');
/** "…duas não pera duas não": the hour just ruled out, right before the reason that explains it. */
const HOUR_REFUSED_RE = new RegExp(`\\b(${HOUR_SAID})(?: horas?)? (?:nao|n)(?: (?:pera|espera))?\\s*$`);

/**
 * A voice note has no comma to end a reason: "quinta não que quinta eu tenho jogo sexta de tarde", "duas não que eu
 * busco meu neto três horas três horas tá bom". Another day than the reason's own, or another hour than the one just
 * ruled out, is the request again: kept from there on.
 */
const PART_SAID_RE = /\b(?:(?:de|a|na|pela|no) )?(manha|tarde|noite)\b/g;
const BUSY_PART_RE = new RegExp(`^${BUSY_AT}`);
function askedAfter(reason: string, before: string): string {
  const days = [...reason.matchAll(DAY_SAID_RE)];
  const own = days[0] ? weekdayOf(days[0][0]) : undefined;
  const otherDay = own === undefined ? undefined : days.find((d) => weekdayOf(d[0]) !== own);
  if (otherDay) return reason.slice(otherDay.index);
  // "de manhã tenho que trabalhar, de tarde pode ser": another part of the day after the busy one is asked (the
  // message reaches here without its commas), unless the client is busy then too.
  const parts = [...reason.matchAll(PART_SAID_RE)];
  const otherPart = parts.find((p) => p[1] !== parts[0]?.[1]);
  if (otherPart && !BUSY_PART_RE.test(reason.slice(otherPart.index))) return reason.slice(otherPart.index);
  const refused = HOUR_REFUSED_RE.exec(before)?.[1];
  const otherHour = refused ? [...reason.matchAll(HOUR_SAID_RE)].find((h) => h[0] !== refused) : undefined;
  return otherHour ? reason.slice(otherHour.index) : '';
}

// "MANDEI MENSAGEM ONTEM e ninguém respondeu", "tô mandando msg desde ontem": a past day inside the story
// the client tells is not a day asked for (the request after it is: "preciso de uma consulta essa semana").
const PAST_DAY = '(?:ontem|anteontem|antes de ontem|semana passada|mes passado)';
const STORY_VERB =
  '(?:mandei|liguei|perdi|fui|vim|fiquei|tentei|esperei|escrevi|chamei|pedi|falei|paguei|fiz|cortei|marquei|agendei|respond\\w*|atenderam|atendeu|veio|apareceu|faltou|furou|deixou|deixaram|mandou|mandaram|esqueceu|esqueceram)';
const SINCE_PAST_RE = new RegExp(`\\bdesde ${PAST_DAY}\\b`, 'g');
const STORY_CLAUSE_RE = new RegExp(`[^,.;!?]*\\b${STORY_VERB}\\b[^,.;!?]*`, 'g');
const PAST_DAY_RE = new RegExp(`\\b${PAST_DAY}\\b`, 'g');

// "fiz a limpeza hoje de manhã": today, right after a verb told in the past, is the story's day too.
const TODAY_TOLD_RE = new RegExp(`(\\b${STORY_VERB}\\b(?: \\S+){0,3}?) hoje(?: (?:de manha|cedo|mais cedo|a tarde|de tarde))?\\b`, 'g');

// "hoje paguei na rua sem saber": today said before the verb told in the past, the same story.
const TODAY_BEFORE_TOLD_RE = new RegExp(
  `\\bhoje(?: (?:de manha|cedo|mais cedo|a tarde|de tarde))?(?= (?:eu |a gente )?(?:ja )?${STORY_VERB}\\b)`,
  'g',
);

// "blz valeu zé, até amanhã 🤙": the day of a goodbye is when they meet, never a time asked.
const FAREWELL_DAY_RE = new RegExp(
  `(?<=\\b(?:valeu|obrigad[oa]|tchau|beleza|falou|abraco|bjs|beijos|fechou|combinado|ok|certo|show|perfeito|otimo)(?: \\S+)? )ate (?:amanha|hoje|${ANY_WEEKDAY})(?: (?:ok|entao|viu|hein|tchau|abraco|bjs|beijos))*\\s*$`,
);

// "a de terça passada foi ótima": a weekday gone by is told, never asked.
const WEEKDAY_GONE_RE = new RegExp(
  `\\b(?:o|a) d[aoe] (?:${ANY_WEEKDAY})(?: feira)? passad[oa]\\b|\\b(?:${ANY_WEEKDAY})(?: feira)? passad[oa] (?:foi|ficou|fiz|fui)\\b`,
  'g',
);

export const withoutStoryDays = (text: string) =>
  text
    .replace(FAREWELL_DAY_RE, ' ')
    .replace(WEEKDAY_GONE_RE, ' ')
    .replace(SINCE_PAST_RE, ' ')
    .replace(STORY_CLAUSE_RE, (clause) => clause.replace(PAST_DAY_RE, ' '))
    .replace(TODAY_TOLD_RE, '$1 ')
    .replace(TODAY_BEFORE_TOLD_RE, ' ');

/** "meu carro quebrou", "furou o pneu": a mishap told as the reason, whose words ask nothing (no parking FAQ). */
const MISHAP_RE =
  /\b(?:(?:meu|minha|o|a) (?:\S+ ){1,2}?(?:quebrou|estragou|pifou|furou|deu (?:pane|problema|defeito))|bati (?:o|meu) carro|furou (?:o )?pneu)\b/g;
export const withoutMishaps = (text: string) => text.replace(MISHAP_RE, ' ');

/** "já é a segunda vez q vcs desmarcam minha consulta": the business's cancels, complained of, ask for none. */
const BUSINESS_CANCELED_RE =
  /\b(?:vez|vezes) (?:que|q) (?:voces|vcs|vc|voce|eles|elas) (?:ja |sempre )?(?:cancel|desmarc)\w*(?: (?:a |o )?(?:minha|meu|a|o) \w+)?|\b(?:voces|vcs) (?:sempre|vivem|ficam) (?:cancel|desmarc)\w*(?: (?:a |o )?(?:minha|meu|a|o) \w+)?/g;
export const withoutBusinessCancels = (text: string) => text.replace(BUSINESS_CANCELED_RE, ' ');
