// "também" and the words that add one more thing to what is already asked.

/** "também" as written or folded ("tb", "tbm", "tambem", "também"); letters on either side make it another word. */
export const ALSO_RE = /(?<![\p{L}\p{N}])(?:tb|tbm|tambem|também)(?![\p{L}\p{N}])/iu;

/** "também" or any other word that adds ("além", "mais uma", "outro", "pra mim e…", "aproveitando"), folded text. */
export const ADDS_RE = new RegExp(`${ALSO_RE.source}|\\b(?:alem|mais um|mais uma|outro|outra|pra mim e|para mim e|aproveitando)\\b`, 'iu');
