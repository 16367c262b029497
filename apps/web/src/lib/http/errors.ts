// The error catalogue of docs/spec.md §8 for HTTP calls.
const UNAUTHORIZED_SERVER_MESSAGE = 'Unauthorized access';
export const UNAUTHORIZED_MESSAGE = 'Acesso não autorizado, por favor realize o login.';

export type THttpErrorKind = 'network' | 'timeout' | 'canceled' | 'bad_request' | 'bad_response' | 'decrypt';

export const GENERIC_MESSAGES: Record<THttpErrorKind, string> = {
  network: 'Não foi possível conectar ao servidor. Verifique sua internet e tente novamente.',
  timeout: 'O servidor demorou para responder. Tente novamente.',
  canceled: 'A requisição foi cancelada.',
  bad_request: 'Não foi possível concluir a solicitação.',
  bad_response: 'O servidor encontrou um erro. Tente novamente em instantes.',
  decrypt: 'Não foi possível ler a resposta do servidor.',
};

export interface TServerErrorBody {
  message?: string;
  errors?: { message: string; path?: string | (string | number)[] }[];
  toast?: string | { title?: string; message: string; type?: string };
  redirect?: string;
}

export class HttpError extends Error {
  readonly kind: THttpErrorKind;
  readonly status: number | undefined;
  readonly data: TServerErrorBody | undefined;
  readonly unauthorized: boolean;
  constructor(message: string, kind: THttpErrorKind, status?: number, data?: TServerErrorBody) {
    super(message);
    this.name = 'HttpError';
    this.kind = kind;
    this.status = status;
    this.data = data;
    this.unauthorized = data?.message === UNAUTHORIZED_SERVER_MESSAGE;
  }
}

/**
 * A proxy's or framework's bare status text ("Internal Server Error", "Bad Gateway", "Not Found"): English
 * with nothing for the user, so the Portuguese fallback is shown instead (issue 16).
 */
const STATUS_TEXT =
  /^(internal server error|bad gateway|service unavailable|gateway time-?out|not found|bad request|forbidden|unauthorized|too many requests|payload too large|request timeout|conflict|unprocessable entity)\.?$/i;

const readable = (text: string | undefined): text is string => Boolean(text?.trim()) && !STATUS_TEXT.test(text!.trim());

/** The message a user sees for a failed call. */
export function messageForResponse(status: number | undefined, data: unknown): string {
  const body = (data && typeof data === 'object' ? data : {}) as TServerErrorBody;
  if (body.message === UNAUTHORIZED_SERVER_MESSAGE) return UNAUTHORIZED_MESSAGE;
  const first = body.errors?.find((e) => e && typeof e.message === 'string' && readable(e.message));
  if (first) return first.message;
  if (typeof body.message === 'string' && readable(body.message)) return body.message;
  if (typeof data === 'string' && readable(data) && data.length < 200 && !data.trimStart().startsWith('<')) return data;
  if (status && status >= 500) return GENERIC_MESSAGES.bad_response;
  return GENERIC_MESSAGES.bad_request;
}

export function toastText(toast: TServerErrorBody['toast']): { title?: string; message: string; type?: string } | null {
  if (!toast) return null;
  if (typeof toast === 'string') return { message: toast };
  if (typeof toast === 'object' && typeof toast.message === 'string') return toast;
  return null;
}

/** "Código …123456": the digits of a code message, to copy to the clipboard. */
export function codeDigits(text: string): string | null {
  if (!/C[oó]dig/i.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  return digits.length ? digits : null;
}

export function errorMessage(error: unknown, fallback = 'Algo não saiu como esperado'): string {
  if (error instanceof HttpError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
