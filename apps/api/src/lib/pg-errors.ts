import { AppError, notFound } from './app-error.js';

type TLink = { code?: unknown; message?: unknown; cause?: unknown };

/** The error and what it wraps (drizzle puts the driver's error in `cause`), outermost first, at most 4 deep. */
function causeChain(error: unknown): TLink[] {
  const chain: TLink[] = [];
  for (let current = error; chain.length < 4 && current && typeof current === 'object'; current = (current as TLink).cause) {
    chain.push(current as TLink);
  }
  return chain;
}

const isSqlState = (code: unknown): code is string => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

/** The link PostgreSQL raised: it carries the SQLSTATE (constraint violations, data errors, timeouts). */
const pgLink = (error: unknown) => causeChain(error).find((link) => isSqlState(link.code));

/** PostgreSQL reports constraint violations by SQLSTATE; drizzle may wrap the driver error in `cause`. */
export function pgErrorCode(error: unknown): string | undefined {
  return pgLink(error)?.code as string | undefined;
}

export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';
export const isExclusionViolation = (error: unknown) => pgErrorCode(error) === '23P01';

/**
 * Data errors PostgreSQL raises for values a caller sent (an id that is not a UUID, a NUL byte, a
 * too-long text): a 4xx for the caller, never a 500. Null for anything else.
 */
export function clientErrorOfPg(error: unknown): AppError | null {
  switch (pgErrorCode(error)) {
    case '22P02':
      // An id that is not a UUID names no record; other malformed values are plain invalid input.
      return /type uuid/i.test(String(pgLink(error)?.message ?? '')) ? notFound() : new AppError(422, 'Valor inválido.');
    case '22021':
    case '22P05':
      return new AppError(422, 'O texto contém caracteres que não são permitidos.');
    case '22001':
      return new AppError(422, 'Texto longo demais.');
    case '22003':
      return new AppError(422, 'Número fora do intervalo permitido.');
    case '22007':
    case '22008':
      return new AppError(422, 'Data inválida.');
    default:
      return null;
  }
}

// Node socket failures and the messages node-postgres and its pool give for a server that is gone or silent.
const UNREACHABLE_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
const UNREACHABLE_MESSAGES = [
  'Query read timeout',
  'timeout expired',
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/** The driver's own message under drizzle's "Failed query: …" wrapper, which repeats the SQL and its parameters. */
export function rootMessage(error: unknown): string {
  const deepest = causeChain(error)
    .filter((link) => link instanceof Error)
    .at(-1);
  return deepest instanceof Error ? deepest.message : String(error);
}

/**
 * The database is down, unreachable or too slow (not the caller's fault): statement timeout or
 * cancel (57014), lost connection (08xxx), shutdown or start-up (57P0x), too many connections (53300),
 * idle-in-transaction session timeout (25P03), or a socket error or timeout seen by the driver.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = pgErrorCode(error);
  if (code && (code === '57014' || code.startsWith('08') || code.startsWith('57P') || code === '53300' || code === '25P03')) return true;
  return causeChain(error).some(
    ({ code: c, message }) =>
      (typeof c === 'string' && UNREACHABLE_CODES.has(c)) ||
      (typeof message === 'string' && UNREACHABLE_MESSAGES.some((m) => message.startsWith(m))),
  );
}
