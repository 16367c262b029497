// Arriving late, asked about: the tolerance (the owner's FAQ) is the answer, never a booking at the time said.
/**
 * "se eu chegar 17h10 tem problema?", "posso chegar 15 min atrasado?", "qual a tolerância?", "vou chegar umas 10h25,
 * segura meu horário?": arriving late, asked.
 */
export const LATE_RE =
  /\b(?:vou|vou me|vo|posso|se|caso|so)(?: tipo)?(?: eu)? (?:chegar?|chego|me atrasar|atrasar)\b.{0,60}?\b(?:problema|tolerancia|tudo bem|tranquilo|perco|perde|espera\w*|cobra\w*|cancela\w*|desmarca\w*|segura\w*|guarda\w*|aguarda\w*)\b|\bposso chegar\b.{0,20}?\b(?:atrasad[oa]|depois|min\w*)\b|\b(?:quanto|qual)(?: e)?(?: a)? (?:tempo )?(?:de )?tolerancia\b|\b(?:se|caso)(?: tipo)?(?: eu)? (?:me )?atrasar (?:uns |umas |tipo )?(?:\d+|cinco|dez|quinze|vinte) ?min\w*|\batrasad[oa]\b.{0,40}?\b(?:problema|tolerancia|tudo bem|tranquilo)\b|\bquantos? min\w* (?:de )?(?:atraso|tolerancia)\b|\b(?:se|caso)(?: tipo)?(?: eu)? (?:chegar?|chego) (?:(?:uns |umas |tipo )?(?:\d+|cinco|dez|quinze|vinte) ?min\w* )?atrasad[oa]\b|\b(?:vou|vo|to|estou) (?:chegar |ficar )?(?:uns |umas |tipo |um pouco |uns? )?(?:(?:\d+|cinco|dez|quinze|vinte|trinta) ?min\w* )?atrasad[oa]\b/;
