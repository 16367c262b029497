// Error raised by the Google OAuth client: RFC 6749 error bodies {"error","error_description"}.

export class GoogleOAuthError extends Error {
  readonly httpStatus: number | null;
  /** OAuth error code: invalid_grant (code reused/expired, refresh token revoked), invalid_client, … */
  readonly error: string;
  readonly retryable: boolean;

  constructor(init: { message: string; httpStatus: number | null; error: string; cause?: unknown }) {
    super(init.message, { cause: init.cause });
    this.name = 'GoogleOAuthError';
    this.httpStatus = init.httpStatus;
    this.error = init.error;
    this.retryable = init.httpStatus === null || init.httpStatus >= 500 || init.httpStatus === 429;
  }
}
