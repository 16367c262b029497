// In-memory data of the scheduling mocks (calendars, services, schedules, blocked periods, clients,
// notifications), one set per mock database: resetDb() starts a new one, so each test begins from
// the same seed. Shapes are the DTOs of @agenda/shared/schemas/scheduling-dto.
import { formatMoney } from '@agenda/shared/money';
import type { TCompanyPhotoDto } from '@agenda/shared/schemas/company-photos';
import type {
  TBlockedPeriodDto,
  TCalendarDto,
  TNotificationDto,
  TScheduleDto,
  TServiceDto,
  TWorkdayDto,
} from '@agenda/shared/schemas/scheduling-dto';
import { addDays, dayOfWeek, inTz, todayIn, zonedIso } from '@/lib/dates';
import { db, userFromAuth, type TMockDb } from '../../db';

export const TZ = 'America/Sao_Paulo';
export const CAL_CARLOS = '0b6a1c52-6f0e-4d7e-9a3b-1a2b3c4d5e01';
export const CAL_MARINA = '0b6a1c52-6f0e-4d7e-9a3b-1a2b3c4d5e02';
export const SVC_CORTE = '1c7b2d63-7a1f-4e8f-8b4c-2b3c4d5e6f01';
export const SVC_BARBA = '1c7b2d63-7a1f-4e8f-8b4c-2b3c4d5e6f02';
const SVC_COMBO = '1c7b2d63-7a1f-4e8f-8b4c-2b3c4d5e6f03';

interface TMockClient {
  id: string;
  name: string;
  phone: string;
  email?: string | null;
}

/** A company_users row (calendar_ids are derived from the calendars' user_ids). */
interface TMockMember {
  id: string;
  user_id: string;
  name: string;
  email: string;
  role: 'owner' | 'admin' | 'operation';
}

export interface TSchedulingState {
  calendars: TCalendarDto[];
  services: TServiceDto[];
  schedules: TScheduleDto[];
  blocked: TBlockedPeriodDto[];
  clients: TMockClient[];
  members: TMockMember[];
  notifications: TNotificationDto[];
  /** The demo company's public gallery, in order. */
  photos: TCompanyPhotoDto[];
  clientTokens: Map<string, string>;
  seq: number;
}

const week = (): TWorkdayDto[] =>
  [0, 1, 2, 3, 4, 5, 6].map((dow) => ({ dow, is_available: dow >= 2, work_hours: dow >= 2 ? [{ start: '09:00', end: '19:00' }] : [] }));
const stamp = '2026-01-01T12:00:00.000Z';

/** A UUID-shaped id (the shared schemas want UUIDs). */
export function uuid(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

function calendar(id: string, title: string, color: string, description: string): TCalendarDto {
  return {
    id,
    company_id: 'c-demo',
    title,
    description,
    color,
    aliases: [],
    photo_url: null,
    workdays: week(),
    slots_increment_in_minutes: 30,
    is_active: true,
    dates_window: 90,
    min_notice_in_minutes: 60,
    is_notify_fixed_hour: false,
    notify_fixed_hour: null,
    notify_advance_in_hours: 24,
    service_ids: [SVC_CORTE, SVC_BARBA, SVC_COMBO],
    user_ids: ['u-demo'],
    created_at: stamp,
    updated_at: stamp,
  };
}

export function formattedPrice(s: Pick<TServiceDto, 'price_type' | 'price' | 'price_max'>): string | null {
  if (s.price_type === 'fixed' && s.price != null) return formatMoney(s.price, 'BRL');
  if (s.price_type === 'range' && s.price != null && s.price_max != null)
    return `${formatMoney(s.price, 'BRL')} - ${formatMoney(s.price_max, 'BRL')}`;
  return null;
}

function service(
  id: string,
  title: string,
  slug: string,
  duration: number,
  price_type: TServiceDto['price_type'],
  price: number | null,
  price_max: number | null,
): TServiceDto {
  const s = {
    id,
    company_id: 'c-demo',
    title,
    slug,
    description: null,
    synonyms: [],
    duration_in_minutes: duration,
    price_type,
    price,
    price_max,
    formatted_price: null,
    expected_recurrence_in_days: 30,
    is_active: true,
    image_url: null,
    calendar_ids: [CAL_CARLOS, CAL_MARINA],
    created_at: stamp,
    updated_at: stamp,
  };
  return { ...s, formatted_price: formattedPrice(s) };
}

/** The next day (from today, company timezone) the demo is open. */
export function nextOpenDay(from = todayIn(TZ)): string {
  let d = addDays(from, 1);
  while (dayOfWeek(d) < 2) d = addDays(d, 1);
  return d;
}

function seed(): TSchedulingState {
  const s: TSchedulingState = {
    calendars: [calendar(CAL_CARLOS, 'Carlos', '#2563eb', 'Barbeiro'), calendar(CAL_MARINA, 'Marina', '#db2777', 'Barbeira')],
    services: [
      service(SVC_CORTE, 'Corte masculino', 'corte-masculino', 30, 'fixed', 4500, null),
      service(SVC_BARBA, 'Barba', 'barba', 30, 'fixed', 3500, null),
      service(SVC_COMBO, 'Corte e barba', 'corte-e-barba', 60, 'range', 7000, 9000),
    ],
    schedules: [],
    blocked: [],
    clients: [
      { id: uuid(101), name: 'João Pereira', phone: '+5511987650001', email: 'joao@exemplo.com' },
      { id: uuid(102), name: 'Ana Beatriz Souza', phone: '+5511987650002' },
      { id: uuid(103), name: 'Pedro Almeida', phone: '+5511987650003' },
    ],
    members: [
      { id: 'cu-demo', user_id: 'u-demo', name: 'Dono Demo', email: 'demo@agendainteligente.com.br', role: 'owner' },
      { id: 'cu-bia', user_id: uuid(401), name: 'Bia Recepção', email: 'bia@barbeariademo.com.br', role: 'operation' },
    ],
    notifications: [],
    photos: [],
    clientTokens: new Map(),
    seq: 1000,
  };
  const day = nextOpenDay();
  addSchedule(s, { clientId: uuid(101), serviceId: SVC_CORTE, calendarId: CAL_CARLOS, start: zonedIso(day, '09:00', TZ) });
  addSchedule(s, {
    clientId: uuid(102),
    serviceId: SVC_COMBO,
    calendarId: CAL_MARINA,
    start: zonedIso(day, '10:00', TZ),
    interface: 'PLATFORM_CLIENT',
  });
  addSchedule(s, {
    clientId: uuid(103),
    serviceId: SVC_BARBA,
    calendarId: CAL_CARLOS,
    start: zonedIso(day, '14:00', TZ),
    status: 'confirmed',
  });
  s.blocked.push({
    id: uuid(201),
    company_id: 'c-demo',
    calendar_id: CAL_CARLOS,
    group_id: uuid(202),
    start_at: zonedIso(day, '12:00', TZ),
    end_at: zonedIso(day, '13:00', TZ),
    reason: 'Almoço',
    is_cancel_schedules: false,
    message_to_canceled_schedules: null,
    created_at: stamp,
    updated_at: stamp,
  });
  s.notifications.push({
    id: uuid(301),
    company_id: 'c-demo',
    type: 'new_schedule',
    title: 'Novo agendamento',
    body: `Ana Beatriz Souza agendou Corte e barba em ${inTz(zonedIso(day, '10:00', TZ), TZ).format('DD/MM/YYYY')} às 10:00 com Marina.`,
    data: { start_at: zonedIso(day, '10:00', TZ) },
    read_at: null,
    created_at: new Date(Date.now() - 15 * 60_000).toISOString(),
  });
  return s;
}

const states = new WeakMap<TMockDb, TSchedulingState>();

export function schdb(): TSchedulingState {
  let s = states.get(db);
  if (!s) {
    s = seed();
    states.set(db, s);
  }
  return s;
}

export function nextUuid(): string {
  return uuid(++schdb().seq);
}

export function authorized(request: Request): boolean {
  return Boolean(userFromAuth(request.headers.get('authorization')));
}

export function addSchedule(
  s: TSchedulingState,
  o: {
    clientId: string;
    serviceId: string;
    calendarId: string;
    start: string;
    status?: TScheduleDto['status'];
    interface?: TScheduleDto['interface'];
    observation?: string | null;
  },
): TScheduleDto {
  const svc = s.services.find((x) => x.id === o.serviceId)!;
  const cal = s.calendars.find((x) => x.id === o.calendarId)!;
  const client = s.clients.find((x) => x.id === o.clientId)!;
  const end = new Date(Date.parse(o.start) + svc.duration_in_minutes * 60_000).toISOString();
  const now = new Date().toISOString();
  const schedule: TScheduleDto = {
    id: uuid(++s.seq),
    company_id: 'c-demo',
    calendar_id: cal.id,
    service_id: svc.id,
    client_id: client.id,
    status: o.status ?? 'scheduled',
    interface: o.interface ?? 'PLATFORM_COMPANY',
    recurrence_type: 'no_recurrence',
    recurrence_key: null,
    display_name: client.name,
    schedule_at: o.start,
    start_at: new Date(o.start).toISOString(),
    end_at: end,
    duration_in_minutes: svc.duration_in_minutes,
    client_observation: o.observation ?? null,
    company_observation: null,
    price: svc.price,
    is_notify_sent: false,
    notify_at: null,
    canceled_at: null,
    canceled_reason: null,
    canceled_interface: null,
    client_confirmed_at: null,
    confirmed_interface: null,
    created_by_kind: 'user',
    created_by_id: null,
    created_at: now,
    updated_at: now,
    service: {
      id: svc.id,
      title: svc.title,
      duration_in_minutes: svc.duration_in_minutes,
      price_type: svc.price_type,
      price: svc.price,
      price_max: svc.price_max,
      formatted_price: svc.formatted_price,
    },
    client: { id: client.id, name: client.name, phone: client.phone },
    calendar: { id: cal.id, title: cal.title, color: cal.color },
  };
  s.schedules.push(schedule);
  return schedule;
}

export const localDay = (iso: string) => inTz(iso, TZ).format('YYYY-MM-DD');
