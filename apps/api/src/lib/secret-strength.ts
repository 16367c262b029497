// Production refuses signing secrets an attacker could guess: the placeholders shipped in our own
// example files, the usual "change me" phrases, short values and values with almost no variety.

/** Values that appear in this repository's example files and docs. */
const KNOWN_PLACEHOLDERS = new Set(['change-me-to-64-random-characters', 'dev-only-secret-change-me-in-production']);

const PLACEHOLDER_WORDS =
  /change[-_ ]?me|changeme|placeholder|replace[-_ ]?me|your[-_ ]?secret|secret[-_ ]?here|example|dev[-_]only|^secret$|^password$/i;

const MIN_PRODUCTION_SECRET_LENGTH = 24;
const MIN_DISTINCT_CHARACTERS = 8;

/** Why a secret is too weak for production, or null when it is acceptable. */
export function weakSecretReason(secret: string): string | null {
  if (KNOWN_PLACEHOLDERS.has(secret.trim())) return 'is a placeholder from an example file';
  if (PLACEHOLDER_WORDS.test(secret)) return 'looks like a placeholder';
  if (secret.length < MIN_PRODUCTION_SECRET_LENGTH) return `must have at least ${MIN_PRODUCTION_SECRET_LENGTH} characters`;
  if (new Set(secret).size < MIN_DISTINCT_CHARACTERS) return 'has too few distinct characters';
  return null;
}
