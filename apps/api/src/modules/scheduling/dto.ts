// Rows → the shared DTOs (packages/shared/src/schemas/scheduling-dto.ts). Drizzle types stop here.
import type { TMoneyCurrency } from '@agenda/shared/company';
import { formatMoney } from '@agenda/shared/money';
import type { TBlockedPeriodDto, TCalendarDto, TScheduleDto, TServiceDto } from '@agenda/shared/schemas/scheduling-dto';
import type { TBlockedPeriodRow } from './repo-blocked.js';
import type { TCalendarRow, TServiceRow } from './repo-catalog.js';
import type { TScheduleWithRefs } from './repo-schedules.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function formattedPrice(s: { price_type: string; price: number | null; price_max: number | null }, currency: string): string | null {
  const cur = currency as TMoneyCurrency;
  if (s.price_type === 'fixed' && s.price != null) return formatMoney(s.price, cur);
  if (s.price_type === 'range' && s.price != null && s.price_max != null)
    return `${formatMoney(s.price, cur)} - ${formatMoney(s.price_max, cur)}`;
  return null;
}

export function calendarDto(c: TCalendarRow, links: { service_ids: string[]; user_ids: string[] }): TCalendarDto {
  return {
    id: c.id,
    company_id: c.company_id,
    title: c.title,
    description: c.description,
    color: c.color,
    aliases: c.aliases,
    photo_url: c.photo_url,
    workdays: c.workdays,
    slots_increment_in_minutes: c.slots_increment_in_minutes,
    is_active: c.is_active,
    dates_window: c.dates_window,
    min_notice_in_minutes: c.min_notice_in_minutes,
    is_notify_fixed_hour: c.is_notify_fixed_hour,
    notify_fixed_hour: c.notify_fixed_hour,
    notify_advance_in_hours: c.notify_advance_in_hours,
    service_ids: links.service_ids,
    user_ids: links.user_ids,
    created_at: c.created_at.toISOString(),
    updated_at: c.updated_at.toISOString(),
  };
}

export function serviceDto(s: TServiceRow, calendarIds: string[], currency: string): TServiceDto {
  return {
    id: s.id,
    company_id: s.company_id,
    title: s.title,
    slug: s.slug,
    description: s.description,
    synonyms: s.synonyms,
    duration_in_minutes: s.duration_in_minutes,
    price_type: s.price_type,
    price: s.price,
    price_max: s.price_max,
    formatted_price: formattedPrice(s, currency),
    expected_recurrence_in_days: s.expected_recurrence_in_days,
    is_active: s.is_active,
    image_url: s.image_url,
    calendar_ids: calendarIds,
    created_at: s.created_at.toISOString(),
    updated_at: s.updated_at.toISOString(),
  };
}

export function blockedPeriodDto(b: TBlockedPeriodRow): TBlockedPeriodDto {
  return {
    id: b.id,
    company_id: b.company_id,
    calendar_id: b.calendar_id,
    group_id: b.group_id,
    start_at: b.start_at.toISOString(),
    end_at: b.end_at.toISOString(),
    reason: b.reason,
    is_cancel_schedules: b.is_cancel_schedules,
    message_to_canceled_schedules: b.message_to_canceled_schedules,
    created_at: b.created_at.toISOString(),
    updated_at: b.updated_at.toISOString(),
  };
}

// withRefs hands every schedule of a service the same object (one company, one currency, one
// query): format its price once.
const serviceRefs = new WeakMap<object, TScheduleDto['service']>();
export function serviceRef(service: NonNullable<TScheduleWithRefs['service']>, currency: string): TScheduleDto['service'] {
  let ref = serviceRefs.get(service);
  if (!ref) {
    ref = { ...service, formatted_price: formattedPrice(service, currency) };
    serviceRefs.set(service, ref);
  }
  return ref;
}

export function scheduleDto({ schedule: s, service, client, calendar }: TScheduleWithRefs, currency: string): TScheduleDto {
  return {
    id: s.id,
    company_id: s.company_id,
    calendar_id: s.calendar_id,
    service_id: s.service_id,
    client_id: s.client_id,
    status: s.status,
    interface: s.interface,
    recurrence_type: s.recurrence_type,
    recurrence_key: s.recurrence_key,
    display_name: s.display_name,
    schedule_at: s.start_at.toISOString(),
    start_at: s.start_at.toISOString(),
    end_at: s.end_at.toISOString(),
    duration_in_minutes: s.duration_in_minutes,
    client_observation: s.client_observation,
    company_observation: s.company_observation,
    price: s.price,
    is_notify_sent: s.is_notify_sent,
    notify_at: iso(s.notify_at),
    canceled_at: iso(s.canceled_at),
    canceled_reason: s.canceled_reason,
    canceled_interface: s.canceled_interface,
    client_confirmed_at: iso(s.client_confirmed_at),
    confirmed_interface: s.confirmed_interface,
    created_by_kind: s.created_by_kind,
    created_by_id: s.created_by_id,
    created_at: s.created_at.toISOString(),
    updated_at: s.updated_at.toISOString(),
    service: service ? serviceRef(service, currency) : null,
    client,
    calendar,
  };
}
