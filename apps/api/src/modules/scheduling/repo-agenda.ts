// The agenda's big read (a month of a busy company: ~1,300 schedules) in one statement whose rows
// PostgreSQL serialises itself: only the fields the caller asked for (the GraphQL selection), the
// instants already as ISO strings, and the service, client and calendar of the rows looked up once
// each. What node does per row is then one JSON.parse, not 28 typed columns parsed, mapped by drizzle
// and turned back into strings (docs/performance.md, "What one agenda read costs").
import { sql, type SQL } from 'drizzle-orm';
import type { TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import type { TDb } from '../../db/client.js';
import { calendars, clients, schedules, services } from '../../db/schema/index.js';
import { rowsOf } from '../../lib/leases.js';
import { serviceRef } from './dto.js';
import { filterWhere, type TScheduleFilter, type TScheduleWithRefs } from './repo-schedules.js';

type TField = Exclude<keyof TScheduleDto, 'service' | 'client' | 'calendar'>;
type TRefField = 'service' | 'client' | 'calendar';

/** An instant as `Date.prototype.toISOString` writes it (UTC, milliseconds, truncated as JS truncates). */
const iso = (column: string) => `to_char(s.${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const plain = (column: string) => `s.${column}`;

/**
 * Each scalar field of the Schedule DTO as SQL over the schedules row `s`, and the columns it reads.
 * Must give what `scheduleDto` gives (repo-agenda.integration.test.ts compares the two byte for byte).
 */
const FIELDS: Record<TField, { sql: string; columns: string[] }> = {
  id: { sql: plain('id'), columns: ['id'] },
  company_id: { sql: plain('company_id'), columns: ['company_id'] },
  calendar_id: { sql: plain('calendar_id'), columns: ['calendar_id'] },
  service_id: { sql: plain('service_id'), columns: ['service_id'] },
  client_id: { sql: plain('client_id'), columns: ['client_id'] },
  status: { sql: plain('status'), columns: ['status'] },
  interface: { sql: plain('interface'), columns: ['interface'] },
  recurrence_type: { sql: plain('recurrence_type'), columns: ['recurrence_type'] },
  recurrence_key: { sql: plain('recurrence_key'), columns: ['recurrence_key'] },
  display_name: { sql: plain('display_name'), columns: ['display_name'] },
  schedule_at: { sql: iso('start_at'), columns: ['start_at'] },
  start_at: { sql: iso('start_at'), columns: ['start_at'] },
  end_at: { sql: iso('end_at'), columns: ['end_at'] },
  duration_in_minutes: { sql: plain('duration_in_minutes'), columns: ['duration_in_minutes'] },
  client_observation: { sql: plain('client_observation'), columns: ['client_observation'] },
  company_observation: { sql: plain('company_observation'), columns: ['company_observation'] },
  price: { sql: plain('price'), columns: ['price'] },
  is_notify_sent: { sql: plain('is_notify_sent'), columns: ['is_notify_sent'] },
  notify_at: { sql: iso('notify_at'), columns: ['notify_at'] },
  canceled_at: { sql: iso('canceled_at'), columns: ['canceled_at'] },
  canceled_reason: { sql: plain('canceled_reason'), columns: ['canceled_reason'] },
  canceled_interface: { sql: plain('canceled_interface'), columns: ['canceled_interface'] },
  client_confirmed_at: { sql: iso('client_confirmed_at'), columns: ['client_confirmed_at'] },
  confirmed_interface: { sql: plain('confirmed_interface'), columns: ['confirmed_interface'] },
  created_by_kind: { sql: plain('created_by_kind'), columns: ['created_by_kind'] },
  created_by_id: { sql: plain('created_by_id'), columns: ['created_by_id'] },
  created_at: { sql: iso('created_at'), columns: ['created_at'] },
  updated_at: { sql: iso('updated_at'), columns: ['updated_at'] },
};
const REF_KEY: Record<TRefField, 'service_id' | 'client_id' | 'calendar_id'> = {
  service: 'service_id',
  client: 'client_id',
  calendar: 'calendar_id',
};
const ALL_FIELDS = [...Object.keys(FIELDS), ...Object.keys(REF_KEY)];

/** A schedule as the agenda returns it: the asked fields (every field when none were named). */
export type TAgendaSchedule = Partial<TScheduleDto>;

/**
 * The schedules of `f` in time order, each with only `fields` (a GraphQL selection; null = all).
 * Names that are not Schedule fields are ignored (GraphQL has already refused them).
 */
export async function listAgendaSchedules(
  db: TDb,
  f: TScheduleFilter,
  fields: ReadonlySet<string> | null,
  currency: string,
): Promise<TAgendaSchedule[]> {
  if (f.calendarIds?.length === 0) return [];
  const asked = ALL_FIELDS.filter((name) => !fields || fields.has(name));
  const scalars = asked.filter((name): name is TField => name in FIELDS);
  const refs = asked.filter((name): name is TRefField => name in REF_KEY);
  // A ref needs its id in the row to be attached; the extra key is not in the answer (GraphQL picks).
  for (const ref of refs) if (!scalars.includes(REF_KEY[ref])) scalars.push(REF_KEY[ref]);
  if (scalars.length === 0) scalars.push('id');
  const columns = new Set(['start_at', 'calendar_id', ...scalars.flatMap((name) => FIELDS[name].columns)]);
  const object = scalars.map((name) => `'${name}', ${FIELDS[name].sql}`).join(', ');
  const refList = (ref: TRefField, build: SQL, table: SQL) =>
    refs.includes(ref)
      ? sql`(select coalesce(json_agg(${build}), '[]') from ${table} where id in (select ${sql.raw(REF_KEY[ref])} from s))`
      : sql`'[]'::json`;
  const res = await db.execute(sql`with s as (
      select ${sql.raw([...columns].map((c) => `"${c}"`).join(', '))} from ${schedules}
      where ${filterWhere(f)}
      order by ${schedules.start_at}, ${schedules.calendar_id}
      limit ${f.limit ?? 10_000}
    )
    select
      (select coalesce(json_agg(json_build_object(${sql.raw(object)}) order by s.start_at, s.calendar_id), '[]') from s) as rows,
      ${refList(
        'service',
        sql`json_build_object('id', id, 'title', title, 'duration_in_minutes', duration_in_minutes,
          'price_type', price_type, 'price', price, 'price_max', price_max)`,
        sql`${services}`,
      )} as services,
      ${refList('client', sql`json_build_object('id', id, 'name', name, 'phone', phone)`, sql`${clients}`)} as clients,
      ${refList('calendar', sql`json_build_object('id', id, 'title', title, 'color', color)`, sql`${calendars}`)} as calendars`);
  const row = rowsOf<{ rows: unknown; services: unknown; clients: unknown; calendars: unknown }>(res)[0]!;
  // json arrives parsed (node-postgres) or as text, depending on the driver.
  const list = <T>(v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as T[];
  const out = list<TAgendaSchedule>(row.rows);
  if (refs.length === 0) return out;
  const byId = <T extends { id: string }>(xs: T[]) => new Map(xs.map((x) => [x.id, x]));
  const lookups = {
    service: new Map(list<NonNullable<TScheduleWithRefs['service']>>(row.services).map((s) => [s.id, serviceRef(s, currency)])),
    client: byId(list<NonNullable<TScheduleWithRefs['client']>>(row.clients)),
    calendar: byId(list<NonNullable<TScheduleWithRefs['calendar']>>(row.calendars)),
  };
  for (const schedule of out) {
    const target = schedule as Record<string, unknown>;
    for (const ref of refs) target[ref] = lookups[ref].get(target[REF_KEY[ref]] as string) ?? null;
  }
  return out;
}
