// "sábado da outra semana", "sábado seguinte": the weekday of next week, not the coming one.
const AFTER_RE = /^.{0,12}?\bda outra semana\b|^\s*seguinte\b/;

/** `after`: the message after the weekday said. */
export const isOtherWeek = (after: string) => AFTER_RE.test(after);

/** "o outro sábado", "outra segunda": a weekday said as the other one (a pattern, folded text). */
export const OTHER_WEEKDAY = 'outr[oa] (?:segunda|terca|quarta|quinta|sexta|sabado|domingo)';
