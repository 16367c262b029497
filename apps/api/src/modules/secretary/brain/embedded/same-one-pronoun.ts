// "pode ser com ela msm, às 10h" after a time offered with Dra. Fernanda: "ela" is the professional just offered or
// proposed, kept for what is asked next (never whoever happens to be free).
import type { Turn } from './state.js';

const WITH_THEM_SAME_RE = /\bcom (?:ela|ele) (?:mesm[oa]|msm|memo)\b/;

/** Keeps the professional of the proposal or of the times shown when the client says "com ela mesmo". */
export function keepSameOne(turn: Turn, text: string): void {
  const st = turn.state;
  if (st.professional_id || !WITH_THEM_SAME_RE.test(text)) return;
  const shown = [...new Set((st.offered ?? []).map((o) => o.calendar_id))];
  const one = st.pending?.calendar_id ?? (shown.length === 1 ? shown[0] : undefined);
  if (one) st.professional_id = one;
}
