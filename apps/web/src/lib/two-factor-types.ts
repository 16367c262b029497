import type { TTwoFactorAction } from '@agenda/shared/two-factor';
export type { TTwoFactorAction };

export interface TTwoFactorOpenPayload {
  name?: string;
  action: TTwoFactorAction;
  phone: string;
  /** Receives the 6-digit code once the user submits it. */
  verify: (code: string) => void | Promise<void>;
  /** Close after a successful submit (default true). */
  autoClose?: boolean;
  /** Check the code with the server before calling verify (default false). */
  validateBeforeClose?: boolean;
  /** Company slug for client actions (the send/check calls are the same). */
  companySlug?: string;
}
