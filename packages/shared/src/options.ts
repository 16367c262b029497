// Option lists of docs/spec.md §9 "Options". Values are in the unit their field stores.

export interface Option<T> {
  readonly value: T;
  readonly label: string;
}

function minutesLabel(minutes: number): string {
  if (minutes % 60 !== 0) return `${minutes} minutos`;
  const hours = minutes / 60;
  return hours === 1 ? '1 hora' : `${hours} horas`;
}

function hoursLabel(hours: number): string {
  return hours === 1 ? '1 hora' : `${hours} horas`;
}

function daysLabel(days: number): string {
  return days === 1 ? '1 dia' : `${days} dias`;
}

// Minutes, so 5/15/30 min and whole hours share one numeric field.
const SUSPEND_AFTER_HUMAN_MINUTES = [5, 15, 30, 60, 120, 180, 240, 300, 360, 720, 1440] as const;
export type TSuspendAfterHumanMinutes = (typeof SUSPEND_AFTER_HUMAN_MINUTES)[number];
export const SUSPEND_AFTER_HUMAN_OPTIONS: readonly Option<TSuspendAfterHumanMinutes>[] = SUSPEND_AFTER_HUMAN_MINUTES.map((value) => ({
  value,
  label: minutesLabel(value),
}));

export const SLOT_INCREMENT_MINUTES = [10, 15, 30, 45, 60, 120, 180, 240, 300, 360] as const;
export type TSlotIncrementMinutes = (typeof SLOT_INCREMENT_MINUTES)[number];
export const DEFAULT_SLOT_INCREMENT_MINUTES: TSlotIncrementMinutes = 30;
export const SLOT_INCREMENT_OPTIONS: readonly Option<TSlotIncrementMinutes>[] = SLOT_INCREMENT_MINUTES.map((value) => ({
  value,
  label: minutesLabel(value),
}));

export const NOTIFY_ADVANCE_HOURS = [1, 2, 3, 4, 5, 6, 12, 24, 48, 72] as const;
export type TNotifyAdvanceHours = (typeof NOTIFY_ADVANCE_HOURS)[number];
export const NOTIFY_ADVANCE_OPTIONS: readonly Option<TNotifyAdvanceHours>[] = NOTIFY_ADVANCE_HOURS.map((value) => ({
  value,
  label: hoursLabel(value),
}));

export const SERVICE_RECURRENCE_DAYS = [7, 15, 30, 45, 60, 90, 120, 180, 360] as const;
export type TServiceRecurrenceDays = (typeof SERVICE_RECURRENCE_DAYS)[number];
export const SERVICE_RECURRENCE_OPTIONS: readonly Option<TServiceRecurrenceDays>[] = SERVICE_RECURRENCE_DAYS.map((value) => ({
  value,
  label: daysLabel(value),
}));

export type TSubscriptionListFilter = 'upcoming_expirations' | 'overdue';

export interface SubscriptionListFilterInfo {
  readonly label: string;
  /** Which side of today end_at must fall on (today itself is included in both). */
  readonly endAt: 'from_today' | 'up_to_today';
  readonly order: 'asc' | 'desc';
}

export const SUBSCRIPTION_LIST_FILTER_INFO: Record<TSubscriptionListFilter, SubscriptionListFilterInfo> = {
  upcoming_expirations: { label: 'Próximos vencimentos', endAt: 'from_today', order: 'asc' },
  overdue: { label: 'Vencidas', endAt: 'up_to_today', order: 'desc' },
};
