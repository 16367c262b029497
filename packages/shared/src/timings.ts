// Every timing of docs/spec.md §9 "Timings" (and the delays of §2/§4), named with its unit.
import { TWO_FACTOR_RESEND_SECONDS } from './two-factor';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export const SESSION_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
export const IP_INFO_CACHE_MS = 6 * HOUR_MS;
// The same utm info is not re-recorded inside this window unless force_utm is set.
export const UTM_RERECORD_WINDOW_MS = 6 * HOUR_MS;

export const REDIRECT_STATE_CLEAR_MS = 5 * SECOND_MS;
export const POST_REDIRECT_EVENT_DELAY_MS = 1 * SECOND_MS;
// §9 gives an 8 s cache-invalidate window while §4 flags invalidation for 3 s after startup; both are kept.
export const CACHE_INVALIDATE_WINDOW_MS = 8 * SECOND_MS;
export const STARTUP_CACHE_INVALIDATION_FLAG_MS = 3 * SECOND_MS;
export const ERROR_DEDUP_WINDOW_MS = 10 * SECOND_MS;
export const LOADER_MAX_MS = 5 * SECOND_MS;
export const PAGE_TRANSITION_LOCK_MS = 300;

export const VERSION_CHECK_INTERVAL_MS = HOUR_MS;
export const RELOAD_GUARD_MS = 10 * SECOND_MS;

export const TOAST_DEFAULT_TIMEOUT_MS = 5000;
export const TOAST_ERROR_TIMEOUT_MS = 10000;
export const TOAST_SHAKE_MS = 1 * SECOND_MS;
// Added to the remaining time when the pointer leaves a paused toast, so it never vanishes instantly.
export const TOAST_RESUME_EXTRA_MS = 100;

export const TWO_FACTOR_RESEND_MS = TWO_FACTOR_RESEND_SECONDS * SECOND_MS;

export const COOKIE_BANNER_MAX_AGE_SECONDS = 31_536_000;

export const CACHE_PUT_TTL_MS = 5 * SECOND_MS;
export const CACHE_REQUEST_TTL_MS = 10 * SECOND_MS;

export const SOCKET_POLLER_INTERVAL_MS = 500;

export const LOGOUT_CLEAR_CACHE_DELAY_MS = 1 * SECOND_MS;
export const CLEAR_CACHE_RELOAD_DELAY_MS = 500;

export const TIME_MS = { SECOND: SECOND_MS, MINUTE: MINUTE_MS, HOUR: HOUR_MS, DAY: DAY_MS } as const;
