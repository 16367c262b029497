// Who the appointment is for, who does it, and the usual order.

/**
 * "alô bom dia minha filha aqui é a dona cida", "pode marcar minha filha deus te abençoe", "…meu filho, obrigado":
 * the secretary called "my dear", no relative booked ("bom dia, minha filha Ana tem 5 anos" still is one). Folded text.
 */
export const VOCATIVE =
  '\\b(?:minha filha|meu filho)\\s*,?\\s*(?=sou eu\\b|aqui e\\b|aqui quem fala\\b|(?:que )?deus\\b|(?:muito )?(?:obrigad|brigad))';

/** Relations for "pro meu filho", "pra minha esposa Ana" (folded). */
export const RELATIONS = [
  'filho',
  'filha',
  'filhos',
  'esposa',
  'esposo',
  'marido',
  'mulher',
  'namorada',
  'namorado',
  'noiva',
  'noivo',
  'mae',
  'pai',
  'irmao',
  'irma',
  'avo',
  'vo',
  'vovo',
  'tia',
  'tio',
  'sobrinho',
  'sobrinha',
  'primo',
  'prima',
  'amigo',
  'amiga',
  'sogra',
  'sogro',
  'neto',
  'neta',
  'enteado',
  'enteada',
  'cunhado',
  'cunhada',
  'colega',
  'chefe',
  'parceiro',
  'parceira',
  'compadre',
  'comadre',
  'vizinho',
  'vizinha',
  'afilhado',
  'afilhada',
  'moleque',
  'menino',
  'menina',
  'crianca',
  'bebe',
  'pequeno',
  'pequena',
];

/** "tanto faz quem", "qualquer um", "com quem tiver". */
export const ANY_PROFESSIONAL = [
  'tanto faz (quem|com quem|o profissional|o barbeiro|a profissional)',
  'qualquer (um|uma|profissional|barbeiro|pessoa)',
  'com quem (tiver|estiver)( (livre|disponivel|vaga|horario))?',
  // "não precisa ser com ela": whoever is free.
  'nao precisa ser (com|c) (ela|ele|(o|a) [a-z]+)',
  'quem tiver (livre|disponivel|vaga)',
  'quem estiver (livre|disponivel)',
  'nao tenho preferencia',
  'sem preferencia',
  'qualquer um serve',
];

/** "o de sempre", "o mesmo da última vez". */
export const USUAL = [
  'o de sempre',
  'o mesmo de sempre',
  'o mesmo da ultima vez',
  'igual da ultima vez',
  'igual a ultima vez',
  'o mesmo de antes',
  'o de costume',
  'o mesmo que fiz',
  'o mesmo do mes passado',
  'como sempre',
];

/** "com o mesmo barbeiro", "com quem me atendeu da última vez". */
export const SAME_PROFESSIONAL = [
  'com (o|a) mesm[oa]',
  'mesm[oa] (barbeiro|profissional|cabeleireira|cabeleireiro|manicure|medic[oa]|doutor[a]?)',
  'quem me atendeu',
  'com quem (eu )?fiz (da )?ultima vez',
  'com (o|a) de sempre',
];

/** Titles before a name ("com o Dr. Ricardo", "com a Dra Fernanda"). */
export const PROFESSIONAL_LEADS = ['com (o|a)', 'com', 'pelo', 'pela', 'quero (o|a)', 'prefiro (o|a)'];

/** Titles in front of a professional's name ("doutor Ricardo", "dra Fernanda"): a person, not a service. */
export const PERSON_TITLES = ['dr', 'dra', 'doutor', 'doutora'];
/** Words after a title that are no name ("doutor de pele", "doutora para amanhã"). */
export const NOT_A_NAME_AFTER_TITLE = 'de|da|do|para|pra|pro|as|a|o|e|que|amanha|hoje';

/**
 * "o médico falou pra eu fazer fisioterapia": a professional who advised the client, in their story,
 * names no service asked for (the one they advised does).
 */
export const ADVISER_NOUNS = [
  'medico',
  'medica',
  'doutor',
  'doutora',
  'dr',
  'dra',
  'dentista',
  'ortopedista',
  'dermatologista',
  'cardiologista',
];
export const ADVICE_VERBS = ['falou', 'mandou', 'pediu', 'disse', 'recomendou', 'passou', 'indicou', 'receitou', 'orientou', 'sugeriu'];
