// Lexicon lists → regular expressions, built once at module load (never per message).

/** Any of the phrasings, as whole words. */
export function anyOf(list: readonly string[], flags = ''): RegExp {
  return new RegExp(`\\b(?:${list.join('|')})\\b`, flags);
}

/** Any of the phrasings at the start of the message. */
export function startOf(list: readonly string[]): RegExp {
  return new RegExp(`^(?:e )?(?:${list.join('|')})\\b`);
}
