// Logs never carry secrets or personal data (LGPD): tokens, passwords, confirmation codes, phone
// numbers and e-mails are masked in every string a log line holds, whatever code wrote it.

/** Query/form parameters whose value is a credential: `?token=…`, `hub.verify_token=…`, `code=…`. */
const SECRET_PARAM =
  /(^|[^\w.[\]-])([\w.[\]-]*(?:token|secret|passw|pwd|code|key|signature|sig|auth|state|challenge|otp|session|credential|jwt)[\w.[\]-]*)=([^&#;\s"\\]*)/gi;
/** Credentials inside a URL: postgres://user:password@host, redis://:password@host. */
const URL_USERINFO = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@"\\]*@/gi;
const BEARER = /\b(Bearer|Basic)\s+[^\s",\\]+/gi;
/** An opaque run of letters and digits of 20+ characters: webhook secrets, access tokens, JWT parts, hashes. */
const OPAQUE = /(?<![A-Za-z0-9_-])(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{20,}(?![A-Za-z0-9_-])/g;
/** Record ids are not secret and are what an operator searches logs by: they are never masked. */
const UUID_SPLIT = /((?<![0-9A-Za-z])[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?![0-9A-Za-z]))/i;
/** Phone numbers: 10+ digits in a row (E.164, WhatsApp ids, remote JIDs) or written with separators. */
const PHONE_RUN = /(\+|%2B)?\d{6,}(\d{4})/g;
const PHONE_FORMATTED = /(?:(?:\+|%2B)\d{1,3}[\s.-]?)?\(?\d{2,3}\)?[\s.-]?\d{4,5}[\s.-]\d{4}(?!\d)/g;
/** A confirmation code: six digits standing alone (not part of a longer number, id or decimal). */
const CODE = /(?<![\w+%-]|\d[.,])\d{6}(?![\w-]|[.,]\d)/g;
const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*(@|%40)([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;

/** Phone numbers keep their last 4 digits and e-mails their first letter and domain. */
function maskPii(text: string): string {
  return text
    .replace(PHONE_RUN, (_m, _plus, tail: string) => `***${tail}`)
    .replace(PHONE_FORMATTED, (m) => `***${m.replace(/\D/g, '').slice(-4)}`)
    .replace(EMAIL, '$1***$2$3');
}

/** Credentials and codes are replaced whole. */
function maskSecrets(text: string): string {
  return text
    .replace(URL_USERINFO, '$1***@')
    .replace(SECRET_PARAM, (_m, lead: string, name: string) => `${lead}${name}=***`)
    .replace(BEARER, '$1 ***')
    .replace(OPAQUE, '***')
    .replace(CODE, '******');
}

/** Everything a log string may leak, masked: use for URLs, messages and provider error texts. */
export function maskLogText(text: string): string {
  const parts = text.split(UUID_SPLIT);
  // split() with a capturing group puts the UUIDs at the odd indexes.
  return parts.map((part, i) => (i % 2 === 1 ? part : maskPii(maskSecrets(part)))).join('');
}

const JSON_STRING = /"(?:[^"\\]|\\.)*"/g;
/** What every masked pattern needs at least one of (a digit, '=', '@' or an auth scheme): most strings have none. */
const MAYBE_SENSITIVE = /[0-9=@]|bearer|basic/i;

/**
 * The last line of defence, run on each serialized log line (pino `hooks.streamWrite`): masks the
 * content of every JSON string and leaves numbers (time, pid, statusCode) and the structure intact.
 */
export function maskLogLine(line: string): string {
  return line.replace(JSON_STRING, (literal) => {
    const inner = literal.slice(1, -1);
    if (!MAYBE_SENSITIVE.test(inner)) return literal;
    const masked = maskLogText(inner);
    return masked === inner ? literal : `"${masked}"`;
  });
}
