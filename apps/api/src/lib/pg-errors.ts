import { AppError, notFound } from './app-error.js';

/** PostgreSQL reports constraint violations by SQLSTATE; drizzle may wrap the driver error in `cause`. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';
export const isExclusionViolation = (error: unknown) => pgErrorCode(error) === '23P01';

function pgMessage(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    if (typeof (current as { code?: unknown }).code === 'string') return String((current as { message?: unknown }).message ?? '');
    current = (current as { cause?: unknown }).cause;
  }
  return '';
}

/**
 * Data errors PostgreSQL raises for values a caller sent (an id that is not a UUID, a NUL byte, a
 * too-long text): a 4xx for the caller, never a 500. Null for anything else.
 */
export function clientErrorOfPg(error: unknown): AppError | null {
  switch (pgErrorCode(error)) {
    case '22P02':
      // An id that is not a UUID names no record; other malformed values are plain invalid input.
      return /type uuid/i.test(pgMessage(error)) ? notFound() : new AppError(422, 'Valor inválido.');
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
