// User GraphQL queries of the agenda (docs/spec.md §7) and the notification bell. Every resolver checks the
// membership first; an operation member sees only the calendars in their calendar_ids.
import type { GraphQLResolveInfo } from 'graphql';
import { z } from 'zod';
import { SCHEDULE_STATUSES } from '@agenda/shared/schedule';
import type { TGraphqlPart } from '../../graphql/endpoints.js';
import type { TGraphqlContext } from '../../graphql/user-resolvers.js';
import { selectedFields } from '../../graphql/selected-fields.js';
import { parseInput } from '../../lib/validation.js';
import { requireCompanyAccess } from '../companies/access.js';
import { listNotifications } from '../notifications/service.js';
import { blockedPeriodDto } from './dto.js';
import { listBlockedPeriodRows } from './repo-blocked.js';
import { listCalendars, listServices } from './service-catalog.js';
import { agendaBlockedPeriods, agendaCounts, agendaSchedules, calendarScopeOf, visibleCalendarIds } from './service-queries.js';
import { findSchedulesWithRefs } from './repo-schedules.js';
import { scheduleDto } from './dto.js';
import { companySettings } from './support.js';

const typeDefs = /* GraphQL */ `
  type ScheduleServiceRef { id: ID! title: String! duration_in_minutes: Int! price_type: String! price: Int price_max: Int formatted_price: String }
  type ScheduleClientRef { id: ID! name: String! phone: String }
  type ScheduleCalendarRef { id: ID! title: String! color: String! }
  type Schedule {
    id: ID! company_id: ID! calendar_id: ID! service_id: ID! client_id: ID!
    status: String! interface: String! recurrence_type: String! recurrence_key: ID
    display_name: String! schedule_at: DateTime! start_at: DateTime! end_at: DateTime! duration_in_minutes: Int!
    client_observation: String company_observation: String price: Int
    is_notify_sent: Boolean! notify_at: DateTime
    canceled_at: DateTime canceled_reason: String canceled_interface: String
    client_confirmed_at: DateTime confirmed_interface: String
    created_by_kind: String! created_by_id: ID created_at: DateTime! updated_at: DateTime!
    service: ScheduleServiceRef client: ScheduleClientRef calendar: ScheduleCalendarRef
  }
  type ScheduleCount { date: String! schedules_count: Int! }
  type BlockedPeriod {
    id: ID! company_id: ID! calendar_id: ID! group_id: ID! start_at: DateTime! end_at: DateTime! reason: String
    is_cancel_schedules: Boolean! message_to_canceled_schedules: String created_at: DateTime! updated_at: DateTime!
  }
  type Calendar {
    id: ID! company_id: ID! title: String! description: String color: String! aliases: [String!]! photo_url: String workdays: JSON!
    slots_increment_in_minutes: Int! is_active: Boolean! dates_window: Int! min_notice_in_minutes: Int!
    is_notify_fixed_hour: Boolean! notify_fixed_hour: String notify_advance_in_hours: Int!
    service_ids: [ID!]! user_ids: [ID!]! created_at: DateTime! updated_at: DateTime!
    "Blocked periods that have not ended yet (the next 12 months)."
    blocked_periods: [BlockedPeriod!]!
  }
  type Service {
    id: ID! company_id: ID! title: String! slug: String! description: String synonyms: [String!]! duration_in_minutes: Int!
    price_type: String! price: Int price_max: Int formatted_price: String expected_recurrence_in_days: Int
    is_active: Boolean! image_url: String calendar_ids: [ID!]! created_at: DateTime! updated_at: DateTime!
  }
  type Notification { id: ID! company_id: ID! type: String! title: String! body: String! data: JSON! read_at: DateTime created_at: DateTime! }
  extend type Query {
    user_get_schedules(init: String!, end: String!, company_id: ID!, calendar_ids: [ID!], show_canceleds: Boolean, statuses: [String!], service_ids: [ID!], client_id: ID): [Schedule!]!
    user_get_schedules_with_count(init: String!, end: String!, company_id: ID!, calendar_ids: [ID!]): [ScheduleCount!]!
    user_get_blocked_periods(init: String!, end: String!, company_id: ID!, calendar_ids: [ID!]): [BlockedPeriod!]!
    user_get_calendars(company_id: ID!): [Calendar!]!
    user_get_services(company_id: ID!, active_only: Boolean): [Service!]!
    user_get_schedule(company_id: ID!, id: ID!): Schedule
    user_get_notifications(company_id: ID!, limit: Int): [Notification!]!
  }
`;

const ids = z
  .array(z.uuid({ error: 'Identificador inválido.' }))
  .max(500)
  .nullish();
const ZAgendaArgs = z.object({
  init: z.string().max(40),
  end: z.string().max(40),
  company_id: z.string().max(64),
  calendar_ids: ids,
  show_canceleds: z.boolean().nullish(),
  statuses: z.array(z.enum(SCHEDULE_STATUSES)).max(4).nullish(),
  service_ids: ids,
  client_id: z.uuid().nullish(),
});

type TArgs = Record<string, unknown>;
const access = (context: TGraphqlContext, companyId: unknown) =>
  requireCompanyAccess(context.app.ctx, context.auth, String(companyId ?? ''));

export const schedulingUserPart: TGraphqlPart = {
  typeDefs,
  resolvers: {
    Query: {
      user_get_schedules: async (_r: unknown, args: TArgs, context: TGraphqlContext, info: GraphQLResolveInfo) => {
        const a = await access(context, args.company_id);
        return agendaSchedules(context.app.ctx, a, parseInput(ZAgendaArgs, args), selectedFields(info));
      },
      user_get_schedules_with_count: async (_r: unknown, args: TArgs, context: TGraphqlContext) => {
        const a = await access(context, args.company_id);
        return agendaCounts(context.app.ctx, a, parseInput(ZAgendaArgs, args));
      },
      user_get_blocked_periods: async (_r: unknown, args: TArgs, context: TGraphqlContext) => {
        const a = await access(context, args.company_id);
        return agendaBlockedPeriods(context.app.ctx, a, parseInput(ZAgendaArgs, args));
      },
      user_get_calendars: async (_r: unknown, args: TArgs, context: TGraphqlContext) => {
        const a = await access(context, args.company_id);
        return listCalendars(context.app.ctx, a.companyId, { scope: calendarScopeOf(a) });
      },
      user_get_services: async (_r: unknown, args: TArgs, context: TGraphqlContext) => {
        const a = await access(context, args.company_id);
        return listServices(context.app.ctx, a.companyId, { activeOnly: Boolean(args.active_only) });
      },
      user_get_schedule: async (_r: unknown, args: TArgs, context: TGraphqlContext) => {
        const a = await access(context, args.company_id);
        const id = parseInput(z.object({ id: z.uuid({ error: 'Agendamento não encontrado.' }) }), args).id;
        const [found] = await findSchedulesWithRefs(context.app.ctx.db, a.companyId, [id]);
        const scope = visibleCalendarIds(a, null);
        if (!found || (scope && !scope.includes(found.schedule.calendar_id))) return null;
        return scheduleDto(found, (await companySettings(context.app.ctx, a.companyId)).currency);
      },
      user_get_notifications: async (_r: unknown, args: TArgs, context: TGraphqlContext) => {
        const a = await access(context, args.company_id);
        const { limit } = parseInput(z.object({ limit: z.number().int().min(1).max(200).nullish() }), { limit: args.limit });
        return listNotifications(context.app.ctx, a.companyId, a.userId, limit ?? 50);
      },
    },
    Calendar: {
      blocked_periods: async (calendar: { id: string; company_id: string }, _args: unknown, context: TGraphqlContext) => {
        const now = context.app.ctx.now();
        const rows = await listBlockedPeriodRows(
          context.app.ctx.db,
          calendar.company_id,
          [calendar.id],
          now,
          new Date(now.getTime() + 366 * 86_400_000),
        );
        return rows.map(blockedPeriodDto);
      },
    },
  },
};
