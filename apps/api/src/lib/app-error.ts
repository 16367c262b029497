export type TErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 502 | 503;

export interface TFieldError {
  message: string;
  path: string;
}

/** The one error type of the API: mapped once to HTTP (plugins/errors) and once to GraphQL. */
export class AppError extends Error {
  constructor(
    public readonly status: TErrorStatus,
    message: string,
    public readonly extra: { errors?: TFieldError[]; toast?: string | { message: string; type?: string } } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

const UNAUTHORIZED_MESSAGE = 'Unauthorized access';

export const unauthorized = () => new AppError(401, UNAUTHORIZED_MESSAGE);
export const forbidden = (message = 'Você não tem permissão para acessar este recurso.') => new AppError(403, message);
export const notFound = (message = 'Registro não encontrado.') => new AppError(404, message);
export const badRequest = (message: string, errors?: TFieldError[]) => new AppError(400, message, { errors });
export const conflict = (message: string) => new AppError(409, message);
export const tooMany = (message: string) => new AppError(429, message);
