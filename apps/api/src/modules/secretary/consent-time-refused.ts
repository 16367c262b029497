// "não, 16h não, prefiro mais pro fim do dia… 17h pode ser" to 17:00: the "não" refuses another time, not this one.
const TIME_REFUSED_RE = /(?:^|\s)(?:(?:nao|n),?\s+)?(?:as\s+)?(\d{1,2})(?:h(\d{2})?|:(\d{2}))?\s+(?:nao|n)(?=\s|$|[,.!])/g;

/**
 * The folded message without the refusals of times other than `minutes` (of the day; "às 4" is 4:00 or 16:00);
 * `null`: without every time refused (nothing proposed, a list on the table: "16h não" only leaves a time out).
 */
export function withoutOtherTimeRefused(folded: string, minutes: number | null): string {
  return folded.replace(TIME_REFUSED_RE, (whole: string, h: string, m1?: string, m2?: string) => {
    const said = Number(h) * 60 + Number(m1 ?? m2 ?? 0);
    return minutes === null || (minutes >= 0 && said % 720 !== minutes % 720) ? ' ' : whole;
  });
}
