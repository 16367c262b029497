// The scheduling entities of POST /user/{company}/general/update_or_create and DELETE …/general/delete.
// With an id, update_or_create merges `data` into the stored record and validates the whole.
import { z } from 'zod';
import {
  ZBlockedPeriodBody,
  ZCalendarBody,
  ZCompanyWorkdaysBody,
  ZScheduleCreateBody,
  ZScheduleUpdateBody,
  ZServiceBody,
} from '@agenda/shared/schemas/scheduling';
import { notFound } from '../../lib/app-error.js';
import { parseInput } from '../../lib/validation.js';
import { createClient, findClientByPhone } from '../clients/repo.js';
import type { TCompanyAccess } from '../companies/access.js';
import { defineGeneralEntity } from '../general/registry.js';
import type { TAppContext } from '../../lib/context.js';
import { findBlockedPeriodRow } from './repo-blocked.js';
import {
  listCalendars,
  listServices,
  removeCalendar,
  removeService,
  saveCompanyWorkdays,
  upsertCalendar,
  upsertService,
} from './service-catalog.js';
import { removeBlockedPeriod, saveBlockedPeriod } from './service-blocked.js';
import { bookScheduleSeries } from './service-booking.js';
import { changeScheduleStatus, updateScheduleDetails } from './service-changes.js';
import { calendarScopeOf } from './service-queries.js';
import { rescheduleSchedule } from './service-reschedule.js';

const ZData = z.record(z.string(), z.unknown());
const ZDeleteScope = z.object({ scope: z.enum(['this', 'following', 'group']).optional() });
const ADMINS: TCompanyAccess['role'][] = ['owner', 'admin'];
const staff = (access: TCompanyAccess) => ({ kind: 'user' as const, id: access.userId });
/** Ids arrive as free strings; one that is not a UUID names nothing. */
const idOf = <T extends string | null>(id: T): T => {
  if (id !== null && !z.uuid().safeParse(id).success) throw notFound('Registro não encontrado.');
  return id;
};

const calendarEntity = defineGeneralEntity({
  schema: ZData,
  roles: ADMINS,
  upsert: async (ctx, access, rawId, data) => {
    const id = idOf(rawId);
    if (!id) return upsertCalendar(ctx, access, null, parseInput(ZCalendarBody, data));
    const [current] = await listCalendars(ctx, access.companyId, { scope: [id] });
    if (!current) throw notFound('Agenda não encontrada.');
    const { id: _id, company_id: _c, created_at: _ca, updated_at: _ua, ...stored } = current;
    return upsertCalendar(ctx, access, id, parseInput(ZCalendarBody, { ...stored, service_ids: undefined, user_ids: undefined, ...data }));
  },
  remove: (ctx, access, id) => removeCalendar(ctx, access, idOf(id)),
});

const serviceEntity = defineGeneralEntity({
  schema: ZData,
  roles: ADMINS,
  upsert: async (ctx, access, rawId, data) => {
    const id = idOf(rawId);
    if (!id) return upsertService(ctx, access, null, parseInput(ZServiceBody, data));
    const [current] = await listServices(ctx, access.companyId, { ids: [id] });
    if (!current) throw notFound('Serviço não encontrado.');
    const {
      title,
      slug,
      description,
      synonyms,
      duration_in_minutes,
      price_type,
      price,
      price_max,
      expected_recurrence_in_days,
      is_active,
      image_url,
    } = current;
    const stored = {
      title,
      slug,
      description,
      synonyms,
      duration_in_minutes,
      price_type,
      price,
      price_max,
      expected_recurrence_in_days,
      is_active,
      image_url,
    };
    return upsertService(ctx, access, id, parseInput(ZServiceBody, { ...stored, ...data }));
  },
  remove: (ctx, access, id) => removeService(ctx, access, idOf(id)),
});

const companyWorkdaysEntity = defineGeneralEntity({
  schema: ZCompanyWorkdaysBody,
  roles: ADMINS,
  upsert: (ctx, access, _id, data) => saveCompanyWorkdays(ctx, access, data),
});

const blockedPeriodEntity = defineGeneralEntity({
  schema: ZData,
  upsert: async (ctx, access, rawId, data) => {
    const id = idOf(rawId);
    if (!id) return saveBlockedPeriod(ctx, access, null, parseInput(ZBlockedPeriodBody, data));
    const row = await findBlockedPeriodRow(ctx.db, access.companyId, id);
    if (!row) throw notFound('Bloqueio não encontrado.');
    const stored = {
      calendar_id: row.calendar_id,
      start_at: row.start_at.toISOString(),
      end_at: row.end_at.toISOString(),
      reason: row.reason,
      message_to_canceled_schedules: row.message_to_canceled_schedules,
    };
    const [saved] = await saveBlockedPeriod(
      ctx,
      access,
      id,
      parseInput(ZBlockedPeriodBody, { ...stored, ...data, calendar_id: row.calendar_id }),
    );
    return saved;
  },
  remove: async (ctx, access, id, data) =>
    removeBlockedPeriod(ctx, access, idOf(id), parseInput(ZDeleteScope, data).scope === 'group' ? 'group' : 'this'),
});

async function clientIdFor(ctx: TAppContext, companyId: string, body: z.infer<typeof ZScheduleCreateBody>): Promise<string> {
  if (body.client_id) return body.client_id;
  const found = await findClientByPhone(ctx, companyId, body.client!.phone);
  return (found ?? (await createClient(ctx, companyId, { name: body.client!.name, phone: body.client!.phone }))).id;
}

const scheduleEntity = defineGeneralEntity({
  schema: ZData,
  upsert: async (ctx, access, rawId, data) => {
    const id = idOf(rawId);
    const calendarScope = calendarScopeOf(access);
    if (!id) {
      const body = parseInput(ZScheduleCreateBody, data);
      const all = await bookScheduleSeries(ctx, {
        companyId: access.companyId,
        actor: staff(access),
        clientId: await clientIdFor(ctx, access.companyId, body),
        serviceId: body.service_id,
        calendarId: body.calendar_id,
        startAt: body.start_at,
        interface: 'PLATFORM_COMPANY',
        observation: body.client_observation,
        companyObservation: body.company_observation,
        durationInMinutes: body.duration_in_minutes,
        price: body.price,
        recurrenceType: body.recurrence_type,
        recurrenceCount: body.recurrence_count,
        calendarScope,
      });
      return { ...all[0]!, occurrences: all.map((s) => ({ id: s.id, start_at: s.start_at, end_at: s.end_at })) };
    }
    const body = parseInput(ZScheduleUpdateBody, data);
    const base = { companyId: access.companyId, actor: staff(access), scheduleId: id, calendarScope };
    let result = await updateScheduleDetails(ctx, {
      ...base,
      patch: { client_observation: body.client_observation, company_observation: body.company_observation, price: body.price },
    });
    if (body.start_at || (body.calendar_id && body.calendar_id !== result.calendar_id)) {
      result = await rescheduleSchedule(ctx, {
        ...base,
        startAt: body.start_at ?? new Date(result.start_at),
        calendarId: body.calendar_id,
        interface: 'PLATFORM_COMPANY',
        scope: body.scope,
      });
    }
    if (body.status && body.status !== result.status) {
      result = await changeScheduleStatus(ctx, {
        ...base,
        status: body.status,
        reason: body.canceled_reason,
        interface: 'PLATFORM_COMPANY',
        scope: body.scope,
      });
    }
    return result;
  },
  // Schedules are never erased: "delete" cancels (data.scope 'following' for the rest of a series).
  remove: async (ctx, access, id, data) => {
    const scope = parseInput(ZDeleteScope, data).scope === 'following' ? 'following' : 'this';
    await changeScheduleStatus(ctx, {
      companyId: access.companyId,
      actor: staff(access),
      scheduleId: idOf(id),
      status: 'canceled',
      reason: 'Excluído pela empresa.',
      interface: 'PLATFORM_COMPANY',
      scope,
      calendarScope: calendarScopeOf(access),
    });
  },
});

export const schedulingEntities = {
  calendar: calendarEntity,
  service: serviceEntity,
  company_workdays: companyWorkdaysEntity,
  blocked_period: blockedPeriodEntity,
  schedule: scheduleEntity,
};
