// Negation, hedges and change of mind (folded, after abbreviations).

/** "não quero cancelar", "não é pra desmarcar": the act after it is denied. */
export const NEGATORS = ['nao', 'nem', 'nunca', 'jamais', 'sem', 'ao inves de', 'em vez de', 'no lugar de'];
/** Words allowed between a negator and the act ("não QUERO cancelar", "não É PRA remarcar"). */
export const NEGATION_GAP =
  '(?:(?:quero|queria|vou|precisa|precisar|e|era|e para|era para|para|pode|pra|preciso|mais|estou querendo|to querendo|quis|pedi|pedi para|foi para|e pra)\\s+){0,3}';

/** Not a firm answer: no write on it. */
export const HEDGES = [
  'acho que',
  'talvez',
  'vou ver',
  'vo ver',
  'vo ve',
  'vou ve',
  '(?:te )?dou um toque',
  'vou pensar',
  'deixa eu ver',
  'deixa eu pensar',
  'nao sei',
  'sei la',
  'pode ser que',
  'quem sabe',
  'depende',
  'vou confirmar',
  'vou verificar',
  'depois eu vejo',
  'depois vejo',
  'te falo',
  'te aviso',
  // ("vou juntar uma grana e te chamo": the client will come back, nothing picked.)
  'te chamo',
  'depois (?:eu )?marco',
  'qualquer coisa te falo',
  'provavelmente',
  'possivelmente',
];

/** Drops what was being arranged: "deixa pra lá", "esquece", "desisti". */
export const DROP = [
  'deixa (pra|para) la',
  'deixa quieto',
  'esquece',
  'mudei de ideia',
  'desisto',
  'desisti',
  'melhor nao',
  'deixa pra outro dia',
  'fica pra proxima',
];

/** The client changes what they asked: "na real", "prefiro", "melhor", "muda pra". */
export const CHANGE_OF_MIND = [
  'na real',
  'na verdade',
  'pensando bem',
  'prefiro',
  'preferia',
  'melhor',
  'muda (para|pro|pra)',
  'troca (para|pro|pra)',
  'mudei de ideia',
  'ao inves',
  'em vez',
  'no lugar',
  'corrigindo',
  'errei',
  'quis dizer',
];

/**
 * A spoken self-correction inside one message ("às dez, não, onze", "terça, ou melhor, quarta",
 * "pera, nove e meia"): the day or time said after it replaces the one before. "se não der" offers
 * an alternative and corrects nothing, nor does a "não" inside a reason ("porque não adianta fazer a escova antes").
 */
export const SELF_CORRECTION = [
  '(?<!\\b(?:se|porque|pq|pois|que) )nao',
  'ou melhor',
  'alias',
  'pera',
  'espera',
  'quer dizer',
  'digo',
  'corrigindo',
  // "16h fica meio corrido, tem 15h?": the time before it is given up, like after a "não".
  // ("de manhã ficou ruim pra mim": the same.)
  '(?:fica|ficou|e|eh|ta|seria) (?:meio |muito |um pouco |bem )?(?:corrido|apertado|dificil|complicado|puxado|ruim)',
];

/**
 * A "não" that refuses nothing: "ah não sabia", "não tem problema", "não se preocupe". Taken out before
 * a message is read for a refusal (harmless-negations.ts).
 */
export const HARMLESS_NEGATIONS = [
  'n(?:ao)? sabia( disso| nao)?',
  'nem sabia( disso)?',
  'n(?:ao)? conhecia',
  'n(?:ao)? lembrava( disso)?',
  'n(?:ao)? tinha visto',
  'n(?:ao)? tinha reparado',
  'n(?:ao)? reparei',
  // ("não tem problema ser com qualquer um não": the trailing "não" of the same phrase refuses nothing either.)
  'n(?:ao)? tem problema(?: nenhum| algum)?(?: (?:ser|se for) (?:com )?(?:o |a )?(?:qualquer (?:um|uma)|outr[oa]|\\w+)(?: n(?:ao)?)?(?=\\W|$))?',
  'n(?:ao)? ha problema',
  // ("não precisa ser c o marcão não, pode ser qualquer um": whoever is free, no refusal.)
  'n(?:ao)? precisa ser (?:com |c )(?:o |a )?(?:(?:dr|dra|doutor|doutora)\\.? )?\\w+(?: n(?:ao)?)?(?=\\W|$)',
  // "não vejo problema nenhum não, pode marcar": no objection is no refusal.
  'n(?:ao)? vejo (?:problema|obstaculo|impedimento)(?: nenhum| algum)?(?: n(?:ao)?)?',
  // "com o dudu não dá?", "sábado não tem?": asked back, the question mark right after; whether it can be, no refusal.
  'n(?:ao)? (?:da|rola|tem|pode|consegue)(?= *\\?)',
  'n(?:ao)? faz mal',
  'n(?:ao)? se preocupe',
  'n(?:ao)? se preocupa',
  'n(?:ao)? esquenta',
  // "ainda n sei qdo volto, cancela essa": not knowing when (or which day), no doubt about what is asked.
  '(?:ainda )?n(?:ao)? sei (?:quando|qdo|qnd|que dia|q dia|ate quando|quanto tempo)',
  // "e a de terça sai da agenda, né? não quero ficar com duas": a worry about the move, no refusal of it.
  'n(?:ao)? quero ficar com (?:duas|dois|2)',
  // "tenho que ir de cabelo lavado ou não precisa?": the other half of a question, no refusal; a voice
  // note's transcript drops the question mark ("tem que ir de jejum ou não precisa").
  '(?<=\\b(?:tem que|tenho que|precisa|preciso|pode|posso)\\b.{0,60})ou n(?:ao)?(?: precisa| tem| da| pode| e| eh)?(?= *$)',
  'ou n(?:ao)?(?: precisa| tem| da| pode| e| eh)?(?= ?\\?)',
  // "ah esqueci de falar, não é pra mim, é pra minha mãe": who it is for, no refusal of the proposal.
  'n(?:ao)? (?:e|eh) (?:pra|para|p) mim(?=,? (?:e|eh) (?:pra|para|p|pro) )',
  // "ela não tem whats, aí eu marco pra ela": about the person booked for, no refusal.
  '(?:ela|ele) n(?:ao)? (?:tem|usa|sabe usar|mexe com) (?:whats|whatsapp|zap|celular|telefone|internet)',
  // "troca pra sábado 9h. e o de sexta sai né pq não vou": why the old one goes (the clause ends there), no refusal.
  '(?:pq|porque|por que|pois) (?:eu )?n(?:ao)? (?:vou|vo|irei|consigo|posso|vai dar)(?: (?:conseguir|poder))?(?: ir)?(?= *(?:[.,!?]|$))',
  // "não tenho convênio não, vai ser particular": how the client pays, no refusal ("não tenho preferência": anyone).
  'n(?:ao)? (?:tenho|tem|uso) (?:convenio|plano(?: de saude)?|preferencia)(?: (?:de|por) \\w+)?(?: n(?:ao)?)?',
  // "não, não quero outro horário não, esse tá ótimo": the one proposed kept, no refusal of it.
  '(?:n(?:ao)?,? )?n(?:ao)? (?:quero|preciso(?: de)?) (?:outro|outra) (?:horario|hora|dia|data)(?: n(?:ao)?)?',
  // "pode agendar como consulta normal, não como retorno": the kind of visit said, no refusal of the time.
  '(?<=\\bcomo (?:um |uma |o |a )?\\w+(?: \\w+)?,? )n(?:ao)? como (?:um |uma |o |a )?\\w+',
  // "confirma e por favor não desmarca de novo": a plea to the business for next time, no refusal and no keep.
  '(?:por favor |pfv |pf )?n(?:ao)? (?:me )?(?:desmarc|cancel)(?:a|ar|em|ue|uem)(?: (?:minha|meu|a|o) \\w+)? (?:de novo|novamente|outra vez|mais uma vez)',
];
