// The client asking about an appointment they hold: what is booked, whether it stands, when it is.
/** "a minha escova", "é q horas mesmo?": about an appointment the client has, even with a service and a day named. */
/** "a pedicure da outra semana continua, né? quinta 15h?", "meu horário tá de pé?": an appointment asked about. */
/** "a consulta continua sendo R$ 250?": an amount said back asks the price, not whether the appointment stands. */
export const MONEY_RE = /\br\$? ?\d{2,4}\b|\b\d{2,4} reais\b/;
export const STILL_ON_RE =
  /\b(?:o|a|meu|minha) (?!preco\b|valor\b)[a-z]+(?: d[aoe] [a-z]+)?(?: [a-z]+| \d{1,2})? (?:continua|segue|ta mantid\w*|esta mantid\w*|ainda (?:ta|esta) de pe|(?:ainda )?(?:ta|esta|ficou) marcad\w*)\b(?! (?:doendo|igual|caindo|crescendo|ruim))|\b(?:ta|esta|continua|segue) de pe\b|\b(?:que|q) (?:continua|segue|ta mantid\w*)\b(?! (?:doendo|igual|caindo|crescendo|ruim))/;
/**
 * "esqueci o que eu marquei", "tenho mais de um horário marcado aí né?", "quais sessões eu tenho marcadas?", "to com um
 * corte marcado ai né, é qdo msm?", "tenho alguma coisa sexta?", "e a unha eu tinha marcado junto ou nao?", "nao lembro
 * se marquei a barba": what is booked, asked.
 */
export const FORGOT_OWN_RE =
  /\b(?:eu )?(?:ja )?(?:tinha|tenho|deixei) (?:marcad|agendad)\w*\b(?:[^?.!]{0,20}\b(?:ou nao|ou n)\b| (?:junto|tambem|tb|tbm)? ?\?)|\bnao lembro se (?:eu )?(?:ja )?(?:tinha |deixei )?(?:marquei|agendei|marcad\w*|agendad\w*)|\b(?:quais|qual|que)\b.{0,30}\b(?:eu )?tenho (?:marcad|agendad)\w*|\besqueci\b.{0,20}\b(?:o que|oq|que horas|que dia|quando|qual|quais|o horario|o dia|a hora)\b|\b(?:o que|oq)\s+(?:eu\s+)?(?:marquei|agendei)\b|\btenho\b.{0,25}\b(?:horarios?|consultas?|agendamentos?|sessoes|sessao|marcacoes?)\s+(?:marcad|agendad)\w*|\b(?:to|tou|estou) com (?:um|uma|o|a|meu|minha) [a-z]+(?: [a-z]+)? (?:marcad|agendad)\w*|\b(?:e|eh|era) (?:quando|qdo|qnd|que dia|que horas|qual dia|qual horario) (?:mesmo|msm|memo)\b|\btem (?:mais )?(?:alguma coisa|algo|algum outro|outro|outra|mais algum\w*)\b.{0,20}\b(?:no meu nome|pra mim|marcad\w*|agendad\w*)|\btenho (?:alguma coisa|algo|algum horario|algum agendamento|alguma consulta|alguma sessao)\b(?:[^?.,;!]{0,25}\?| (?:marcad|agendad)\w*)/;
/** "quinta tenho mão e pé né?", "tenho consulta sexta com a Dra Fernanda, né?": the client checks what they have. */
export const HAVE_TAG_RE =
  /\b(?:tenho|tinha|marquei|ta marcad\w*|esta marcad\w*)\b(?! que\b).{0,50}?\b(?:ne|neh|certo|correto|nao e|e isso)\s*(?:\?|$|,|e\b)/;
/** "e a escova dps da manicure tb tá de pé?": whether an appointment the client holds still stands, asked. */
export const asksStillOn = (text: string) => (STILL_ON_RE.test(text) || STANDS_ASKED_RE.test(text)) && !MONEY_RE.test(text);
/** "…tb tá marcado?", "…continua né?" at the end of the message: whether it stands, asked. */
const STANDS_ASKED_RE =
  /\b(?:ta|esta|continua|segue|ficou) (?:marcad\w*|agendad\w*|de pe|mantid\w*|confirmad\w*)(?: ne| neh| certo)?\s*\?*\s*$/;
export const asksAboutOwn = (text: string) =>
  /\b(meu|minha)\b|\b(?:horas|horario) (mesmo|msm|memo)\b/.test(text) ||
  STILL_ON_RE.test(text) ||
  HAVE_TAG_RE.test(text) ||
  FORGOT_OWN_RE.test(text);
