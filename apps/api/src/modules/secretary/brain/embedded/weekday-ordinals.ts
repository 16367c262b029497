// "segunda", "quarta", "quinta" and "sexta" are both weekdays and ordinals ("a segunda opção", "a quarta").
// Said as a day, they pick no time of a list by position.

/** "segunda" alone after "na" is Monday; "a segunda" / "segunda opção" is the second option. "e segunda?" asks of Monday. */
const MONDAY_RE =
  /\b(na|ate|essa|nessa|proxima) segunda\b|(?:^|[.!?] )e segunda\b(?! (?:opcao|hora|horario|vaga))|\bsegunda[ -]?feira\b|\bsegunda (de|a|as|pela|cedo|de manha)\b/;
/** "vcs nao abrem segunda ne. terca 8h tem?": said of opening, or beside another weekday, it is Monday too. */
const MONDAY_OPENING_RE =
  /\b(?:abre|abrem|abri|abrimos|funciona|funcionam|atende|atendem|trabalha|trabalham|fecha|fecham|fechad[oa]) (?:n?[ao]s? |de |as )?segundas?\b/;
/** "quarta às 13h", "na quinta" to a list over several days: the day, not the fourth or fifth time. */
const OTHER_DAY_RE =
  /\b(?:quarta|quinta|sexta)[ -]?feira\b|\b(?:na|ate|essa|nessa|proxima|dia|pra|para) (?:quarta|quinta|sexta)\b|\b(?:quarta|quinta|sexta) (?:de|a|as|pela|cedo|\d)/;

/**
 * `t` (folded) with the weekdays said as days taken out, so only real ordinals are left ("volta pra sexta, o
 * segundo" still picks the second); null when a "segunda" said is Monday (then no position is read at all).
 */
export function withoutWeekdays(t: string): string | null {
  if (MONDAY_RE.test(t)) return null;
  const monday = MONDAY_OPENING_RE.test(t) || /\b(?:terca|quarta|quinta|sexta|sabado|domingo)\b/.test(t);
  if (monday && /\bsegunda\b/.test(t) && !/\bsegund[oa] (?:opcao|horario|hora)\b/.test(t)) return null;
  const days = OTHER_DAY_RE.test(t) && !/\b(?:quart|quint|sext)[oa] (?:opcao|horario|hora)\b/.test(t);
  return days ? t.replace(/\b(?:quarta|quinta|sexta)(?:[ -]?feira)?\b/g, ' ') : t;
}
