// Inputs of the scheduling service (service.ts). These names are what other modules (the AI
// secretary) code against: keep them stable.
import type { TScheduleInterface, TScheduleRecurrenceType } from '@agenda/shared/schedule';
import type { TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import type { TRecurrenceScope, TScheduleActorKind } from '@agenda/shared/scheduling-rules';
import type { TDb } from '../../db/client.js';

export interface TScheduleActor {
  kind: TScheduleActorKind;
  /** users.id for 'user', clients.id for 'client', null for 'assistant' and 'system'. */
  id: string | null;
}

export interface TSlot {
  calendar_id: string;
  start_at: Date;
  end_at: Date;
}

export interface TFindAvailableSlotsInput {
  companyId: string;
  serviceId: string;
  /** null/undefined = every active calendar that performs the service. */
  calendarId?: string | null;
  from: Date;
  to: Date;
  limit?: number;
  /** 'client' (default) applies minimum notice and dates_window; 'staff' only "not in the past". */
  audience?: 'client' | 'staff';
  /** Schedules whose time does not count as busy (the one being moved). */
  excludeScheduleIds?: string[];
  /** Starts off the grid also offered when inside the hours and free: a visit's next part when the one before ends. */
  alsoAt?: Date[];
}

export interface TBookScheduleInput {
  companyId: string;
  actor: TScheduleActor;
  clientId: string;
  serviceId: string;
  /** null = the first free calendar that performs the service. */
  calendarId?: string | null;
  startAt: Date;
  interface: TScheduleInterface;
  /** The person the appointment is for when not the client (a child, a friend); default the client's name. */
  displayName?: string | null;
  /** The client's note (client_observation). */
  observation?: string | null;
  companyObservation?: string | null;
  /** Staff only: length other than the service's duration. */
  durationInMinutes?: number;
  /** Staff only: price in cents other than the service's. */
  price?: number | null;
  recurrenceType?: TScheduleRecurrenceType;
  /** Occurrences including the first (defaults: weekly 12, monthly 6). */
  recurrenceCount?: number;
  /** Runs in the booking's transaction before the insert, with the number of rows to insert; throws to refuse (the per-client cap). */
  /** `company`: the company as the booking read it just before its transaction (its cap need not be read again). */
  beforeInsert?: (tx: TDb, adding: number, company?: { max_upcoming_schedules_per_client: number | null }) => Promise<void>;
}

export interface TCancelScheduleInput {
  companyId: string;
  actor: TScheduleActor;
  scheduleId: string;
  reason?: string | null;
  interface: TScheduleInterface;
  scope?: TRecurrenceScope;
}

export interface TRescheduleScheduleInput {
  companyId: string;
  actor: TScheduleActor;
  scheduleId: string;
  startAt: Date;
  calendarId?: string | null;
  /** Staff only: a new length for the moved schedules (the agenda's resize). */
  durationInMinutes?: number;
  /** Another service for this one appointment (the client's "troca o corte por corte e barba"): its length
   * and price come with it, and the appointment keeps its id, history and reminders. */
  serviceId?: string;
  interface: TScheduleInterface;
  scope?: TRecurrenceScope;
}

export interface TConfirmScheduleInput {
  companyId: string;
  actor: TScheduleActor;
  scheduleId: string;
  interface: TScheduleInterface;
}

export interface TListClientSchedulesInput {
  companyId: string;
  clientId: string;
  when: 'upcoming' | 'history';
  limit?: number;
}

export type TScheduleEventType = 'booked' | 'canceled' | 'rescheduled' | 'confirmed' | 'status_changed';

/** A booking change, handed to every module's handlers after the transaction committed (events.ts). */
export interface TScheduleEvent {
  /** schedule_events.id: the idempotency key for handlers. */
  id: string;
  type: TScheduleEventType;
  companyId: string;
  schedule: TScheduleDto;
  actor: TScheduleActor;
  /** For rescheduled and status_changed: what it was before. */
  previous?: { start_at: string; end_at: string; calendar_id: string; status: string; service_id?: string } | null;
}
