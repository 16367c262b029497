// Set phrases whose words would read as something else: "minha escova tá de pé amanhã?" asks whether
// the appointment still holds; its "pé" is no pedicure. Each is put in plain words before reading.
const IDIOMS: Array<[RegExp, string]> = [
  // (An accented letter is no word character to \b, so the ends are spelled out.)
  [/(^|\s)(t[aá]|est[aá]|continua|segue|fica|ficou|ainda t[aá])\s+de\s+p[eé](?=$|[\s,.;!?])/gi, '$1$2 confirmado'],
  // "no meu horário de almoço": a time of day, not one of the client's appointments.
  [/(^|\s)(?:n[oa]\s+)?(?:meu|minha)\s+(?:hor[aá]rio|hora|intervalo|pausa)\s+d[eo]\s+almo[cç]o/gi, '$1na hora do almoço'],
  // "pode ser com qualquer um dos meninos": the team, not children ("levar os meninos pra cortar" still is).
  [
    /(^|\s)(?:qualquer|algum|alguma|um|uma)(?:\s+(?:um|uma))?\s+d[oa]s\s+(?:meninos|meninas|rapazes|mo[cç]as|mo[cç]os)(?=$|[\s,.;!?])/gi,
    '$1qualquer um',
  ],
];

export const plainIdioms = (message: string) => IDIOMS.reduce((t, [re, plain]) => t.replace(re, plain), message);
