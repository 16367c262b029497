// Two-factor code rules of docs/spec.md §4 "Two-factor modal" and §5 "Inputs".

export const TWO_FACTOR_CODE_LENGTH = 6;
export const TWO_FACTOR_RESEND_SECONDS = 45;

export const TWO_FACTOR_ACTIONS = [
  'sign_in',
  'sign_up',
  'company_store',
  'client_sign_in',
  'client_sign_up',
  'transfer_ownership',
  'change_phone',
  'delete_account',
] as const;
export type TTwoFactorAction = (typeof TWO_FACTOR_ACTIONS)[number];

const CODE_PATTERN = new RegExp(`^\\d{${TWO_FACTOR_CODE_LENGTH}}$`);

export function isValidTwoFactorCode(code: string): boolean {
  return CODE_PATTERN.test(code);
}

/** What the code input keeps of typed or pasted text: digits only, at most the code length. */
export function sanitizeTwoFactorCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, TWO_FACTOR_CODE_LENGTH);
}

/** The resend countdown text (mm:ss); negative values show 00:00. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const mm = String(Math.floor(s / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}
