// Set phrases whose words would read as something else: "minha escova tá de pé amanhã?" asks whether
// the appointment still holds; its "pé" is no pedicure. Each is put in plain words before reading.
const IDIOMS: Array<[RegExp, string]> = [
  // (An accented letter is no word character to \b, so the ends are spelled out.)
  [/(^|\s)(t[aá]|est[aá]|continua|segue|fica|ficou|ainda t[aá])\s+de\s+p[eé](?=$|[\s,.;!?])/gi, '$1$2 marcado'],
  // "no meu horário de almoço": a time of day, not one of the client's appointments.
  [/(^|\s)(?:n[oa]\s+)?(?:meu|minha)\s+(?:hor[aá]rio|hora|intervalo|pausa)\s+d[eo]\s+almo[cç]o/gi, '$1na hora do almoço'],
  // "pode ser com qualquer um dos meninos": the team, not children ("levar os meninos pra cortar" still is).
  [
    /(^|\s)(?:qualquer|algum|alguma|um|uma)(?:\s+(?:um|uma))?\s+d[oa]s\s+(?:meninos|meninas|rapazes|mo[cç]as|mo[cç]os)(?=$|[\s,.;!?])/gi,
    '$1qualquer um',
  ],
  // "valeu, até amanhã", "obg até sexta então": a goodbye, not a day asked for (alone, "até sexta?" may ask by when).
  [
    /((?:^|\s)(?:valeu|vlw|obrigad[oa]|obg|brigad[oa]|tchau|falou|flw|blz|beleza|combinado|show|ok|fechado|perfeito|[oó]timo)\b[^?]{0,20}?\s)at[eé]\s+(?:amanh[aã]|segunda|ter[cç]a|quarta|quinta|sexta|s[aá]bado|domingo)(?:\s+ent[aã]o)?(?=\s*[!.🙂😊👍🙏]*\s*$)/giu,
    '$1tchau',
  ],
  // "retorno com o mesmo médico que me atendeu": the professional of that visit, no Consulta (a "médico" service) asked.
  [/(^|\s)(?:o|a)\s+mesm[oa]\s+(?:m[eé]dic[oa]|doutor[a]?|dr[a]?\.?)(?=$|[\s,.;!?])/gi, '$1o mesmo profissional'],
  // "às 9h, dá ou não dá?": a yes-or-no asked, no time ruled out.
  [/(^|\s)d[aá]\s+ou\s+n[aã]o\s+d[aá](?=$|[\s,.;!?])/gi, '$1dá'],
  // "ok vo chegar cedo então": arriving ahead of the time, no early time asked for (left out).
  [/(^|\s)(?:(?:eu\s+)?(?:vou|vo|vô)\s+chega(?:r)?|chego)\s+(?:mais\s+|bem\s+)?cedo(?=$|[\s,.;!?])/gi, '$1'],
  // "desmarcar a unha, tanto a mão quanto o pé": both of them.
  [/(^|\s)tanto\s+((?:[oa]s?\s+)?\S+)\s+quanto\s+((?:[oa]s?\s+)?\S+)/gi, '$1$2 e $3'],
];

export const plainIdioms = (message: string) => IDIOMS.reduce((t, [re, plain]) => t.replace(re, plain), message);
