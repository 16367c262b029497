// "issoo", "brigadaa", "simm": a last letter doubled for warmth. No Portuguese word ends so (bar "voo", "zoo",
// "enjoo"…), so the word is read without it, by the brain and by the consent check alike (folded text).
const DOUBLED_END_RE = /\b([a-z]{2,}?)(aa|ee|ii|uu|mm)\b/g;
const DOUBLED_O_RE = /\b(?!(?:voo|zoo|enjoo|perdoo|abencoo|magoo|coo)\b)([a-z]{2,})oo\b/g;

export const withoutDoubledEnds = (folded: string) =>
  folded.replace(DOUBLED_END_RE, (_, stem: string, end: string) => stem + end[0]).replace(DOUBLED_O_RE, '$1o');
