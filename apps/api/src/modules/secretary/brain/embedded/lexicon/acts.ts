// Words that make a request (folded, after abbreviations). Each entry is a regex source, joined with "|".
// "com a mesma moça" names the professional of last time, not a person to hand over to.
export const ACT_WORDS = {
  handoff: [
    // "ela se chama Dona Lurdes": a name, not a request for the owner.
    '\\b(falar|conversar|chamar|(?<!\\bse )chama|passa|passar|transfer\\w*|quero|preciso de|me coloca com)\\b.{0,25}(?<!\\bmesm[oa] )\\b(alguem|atendente|humano|humana|pessoa|responsavel|dono|dona(?!\\s+(?!da\\b|do\\b|de\\b|e\\b|pra\\b|para\\b|por\\b|aqui\\b|dai\\b|sobre\\b|hoje\\b|agora\\b|ainda\\b|urgente\\b|logo\\b|mesma\\b)[a-z]{3,})|gerente|recepcao|recepcionista|funcionari[oa]|moca|moco|proprietari[oa]|equipe)\\b',
    '\\batendimento humano\\b',
    '\\bpessoa de verdade\\b',
    '\\b(voce e|e) (um )?(robo|bot|maquina)\\b',
    '\\bnao quero (falar com )?(robo|bot)\\b',
    '\\b(podem|pode|consegue|conseguem|da para) me (ligar|liga|telefonar)\\b',
    '\\b(me liga|liga para mim|me ligue|me telefona)\\b',
    '\\bnao sei mexer\\b',
  ],
  address: [
    '\\bonde (fica|ficam|e|voces ficam|e o endereco)\\b',
    '\\bendereco\\b',
    '\\blocalizacao\\b',
    '\\bcomo (chego|chegar|faco para chegar)\\b',
    '\\bqual (a )?rua\\b',
    '\\bmanda (a )?(localizacao|loc)\\b',
  ],
  complaint: [
    '\\babsurdo\\b',
    '\\bridiculo\\b',
    '\\bpessimo\\b',
    '\\bhorrivel\\b',
    '\\bdescaso\\b',
    '\\bfalta de respeito\\b',
    '\\bpalhacada\\b',
    '\\bvergonha\\b',
    '\\breclama\\w*',
    '\\birritad[oa]\\b',
    '\\bchatead[oa]\\b',
    '\\bdecepcionad[oa]\\b',
    '\\bto (puto|puta|bravo|brava)\\b',
    '\\bninguem (me )?respond\\w*',
    '\\b(voces|vcs|vc) (nao|n) respond\\w*',
    '\\bme deix\\w* esperando\\b',
    '\\bde novo isso\\b',
    '\\bsempre isso\\b',
    '\\bque saco\\b',
    '\\binaceitavel\\b',
    '\\bprocon\\b',
    '\\batrasou\\b',
    // "a Carla chegou 40 min atrasada", "ele veio atrasado": the professional late, not the client.
    '\\b(chegou|veio|apareceu) (\\d+ (min|minutos?|horas?) )?atrasad[oa]\\b',
    '\\bnem (pediu|pedir|me pediu) desculpa',
    '\\bninguem (me )?avisou\\b',
    '\\bperdi (minha|a|meu|o) (manha|tarde|dia)\\b',
    '\\bcobra\\w* (\\w+ ){0,3}(2x|duas vezes|em dobro|duplicad[oa]|a mais)\\b',
    '\\bfiquei (\\d+ (min|minutos?|horas?) )?esperando\\b',
    '\\bsacanagem\\b',
    '\\b(que|uma|mo) falta de (respeito|consideracao)\\b',
    '\\bperdi (meu|o) tempo\\b',
    '\\bnao (me )?atenderam\\b',
    '\\bfuraram\\b',
    '\\bdesrespeito\\b',
    '\\bpor que ninguem\\b',
    '\\bme deixaram esperando\\b',
    '\\bmal atendid[oa]\\b',
    '\\bnunca mais\\b',
    // "já é a segunda vez q vcs desmarcam minha consulta… to sem paciência": the business's cancels complained of.
    '\\bsem paciencia\\b',
    '\\b(?:voces|vcs|vc) (?:ja |sempre )?(?:desmarc|cancel)\\w* (?:a |o )?(?:minha|meu)\\b',
  ],
  availabilityQuestion: [
    '\\btem (horario|vaga|hora|espaco|encaixe)\\b',
    '\\btem (algum|alguma) (horario|vaga|hora)\\b',
    '\\b(quais|que) horarios?\\b',
    '\\bque horas? (tem|voces tem|tem livre)\\b',
    '\\b(tem|ta|esta) (livre|disponivel)\\b',
    '\\bconsigo (horario|vaga|encaixe|marcar)\\b',
    '\\bda (pra|para) (marcar|encaixar|ir|fazer)\\b',
    '\\b(horario|vaga)s? (livre|disponivel)',
    '\\bquando (tem|voces tem|da)\\b',
    '\\btem como\\b',
    '\\bvoces (atendem|abrem)\\b',
  ],
};

/** The earliest / latest of what was offered. */
export const OFFER_EARLIEST = [
  '(o|a) mais cedo',
  '(o|a) primeir[oa] (livre|que tiver|disponivel|horario)',
  'o quanto antes',
  'o mais rapido',
  'o mais proximo',
  'mais cedo possivel',
  '(o|a) (que|q) (tiver|tem|houver|estiver livre) mais cedo',
  'mais cedo que (tiver|tem|houver)',
  // "terça ou quarta à tarde, o q tiver primeiro": whichever comes first.
  '(o|a) (que|q) (tiver|vier|aparecer|houver) primeiro',
];
/** A first request for the earliest time ("qual o horário mais cedo que a Jéssica tem?"), never "tem algo mais cedo?". */
// "cedinho", "logo cedo", "primeira hora": the first time of the morning, not any morning time.
export const ASK_EARLIEST = [
  ...OFFER_EARLIEST,
  // "qualquer horário de manhã tá suave": any time of the window said, so the first one is proposed alone.
  'qualquer (horario|hora)',
  'tanto faz (o )?(horario|hora)',
  '(o )?(horario|hora) que (tiver|for melhor)',
  'qual (o|a) (horario|hora|vaga) mais cedo',
  'cedinho',
  'logo cedo',
  'bem cedo',
  'primeira hora',
];
export const OFFER_LATEST = [
  '(o|a) mais tarde',
  '(o|a|esse|essa|este|esta|pelo|pela) ultim[oa]',
  // "troca pro último que vc falou" ("pro" reads as "para" once normalised).
  '(para|pra|no|na) (o |a )?ultim[oa](?! (dia|semana|mes|fim|sabado|domingo|segunda|terca|quarta|quinta|sexta))',
  'ultim[oa] (horario|opcao)',
  'ultim[oa] (que|q) (voce|vc) (falou|disse|mandou|passou|ofereceu|deu)',
  'o mais tardar',
  'mais tarde possivel',
];
export const OFFER_MIDDLE = ['(o|a) do meio', '(o|a) de meio', 'o intermediario', 'a intermediaria', 'o meio'];
export const OFFER_ANY = [
  'tanto faz',
  'qualquer (um|uma|horario|hora)',
  'o que (tiver|for melhor|voce achar)',
  'pode escolher',
  'escolhe (ai|voce|vc)',
  '(voce|vc) (escolhe|decide|que sabe)',
  'fica a seu criterio',
  'qualquer serve',
  'qualquer um serve',
];

/** Adding a service to an appointment the client has ("acrescentar a barba", "colocar uma sobrancelha junto"). */
export const ADD_TO_APPOINTMENT = [
  'acrescent\\w*',
  'adicion\\w*',
  'inclui\\w*',
  'incluir',
  'coloc\\w*',
  'bot(ar|a|o) (um|uma|a|o)',
  'aproveit\\w*',
  'junto',
  'juntinho',
  'logo depois',
  'logo em seguida',
  'na sequencia',
  'emendar',
  'emenda',
  // "a barba também no mesmo dia": the day of the appointment the client has.
  '(?:no|nesse|neste) mesmo dia',
  // "teria como encaixar depois?", "depois do meu corte": right after what the client has.
  'encaix\\w* (?:logo )?depois',
  'depois (?:do|da) (?:meu|minha)',
  'tambem (?:\\S+ ){1,4}depois\\b',
];
