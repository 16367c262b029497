// Defaults and small limits of docs/spec.md §9 "Defaults" and "Timings".
import type { TCurrency, TTimezone } from './company';

// Intl wants 'pt-BR'; dayjs names the same locale 'pt-br'.
export const DEFAULT_LOCALE = 'pt-BR';

export const DATE_FORMAT = 'DD/MM/YYYY';
export const API_DATE_FORMAT = 'YYYY-MM-DD';

export const DEFAULT_TIMEZONE: TTimezone = 'America/Sao_Paulo';
// The user store starts with this before the profile (which holds the real timezone) loads.
export const USER_STORE_DEFAULT_TIMEZONE: TTimezone = 'America/Los_Angeles';

export const DEFAULT_CURRENCY: TCurrency = 'BRL';

export const DEFAULT_PHONE_PREFIX = '+55';
export const DEFAULT_DIAL_CODE = '55';

// Schedule counts load from the start of the previous month to 24 months ahead.
export const SCHEDULE_COUNTS_MONTHS_BEFORE = 1;
export const SCHEDULE_COUNTS_MONTHS_AFTER = 24;

export const DEVICE_HASH_RANDOM_LENGTH = 42;
