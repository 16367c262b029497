// Toast rules of docs/spec.md §3 "Other UI entities" and §4 "Toasts".
import { TOAST_DEFAULT_TIMEOUT_MS, TOAST_ERROR_TIMEOUT_MS } from './timings';

export const TOAST_TYPES = ['warning', 'info', 'success', 'error'] as const;
export type TToastType = (typeof TOAST_TYPES)[number];

// Errors stay twice as long because they usually carry something the user must act on.
const TOAST_DEFAULT_TIMEOUTS: Record<TToastType, number> = {
  warning: TOAST_DEFAULT_TIMEOUT_MS,
  info: TOAST_DEFAULT_TIMEOUT_MS,
  success: TOAST_DEFAULT_TIMEOUT_MS,
  error: TOAST_ERROR_TIMEOUT_MS,
};

export function toastTimeout(type: TToastType, timeout?: number): number {
  return timeout ?? TOAST_DEFAULT_TIMEOUTS[type];
}

/** Error toasts close only through their close button, so a stray click cannot hide them. */
export function toastClosesOnClick(type: TToastType): boolean {
  return type !== 'error';
}
