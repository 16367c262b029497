// The one interface both brains implement. A brain never touches the database: it reads the
// company settings, services, FAQ and conversation state it is given, and acts through `tools`,
// which the secretary service backs with the scheduling service.
import type { TAiToolType, TWhenAnswerAboutPrice } from '@agenda/shared/company';

export interface TBrainSettings {
  company_name: string;
  timezone: string;
  currency: string;
  assistant_language: string;
  custom_assistant_name: string | null;
  custom_greeting: string | null;
  is_greeting_clients_by_name: boolean;
  custom_greeting_clients_instructions: string | null;
  chat_personality_slug: string | null;
  /** How that personality speaks, as the staff wrote it in /admin/chat_personality. */
  chat_personality_instructions: string | null;
  custom_instructions: Record<string, string>;
  when_answer_about_price: TWhenAnswerAboutPrice;
  limit_suggestions_per_period: number;
  cancelation_observations: string | null;
  custom_transfer_instructions: string | null;
  ignore_ai_tool_types: TAiToolType[];
  is_assistant_schedule_entry_confirm: boolean;
  custom_assistant_schedule_entry_message: string | null;
}

export interface TBrainService {
  id: string;
  title: string;
  description: string | null;
  duration_in_minutes: number;
  price_type: 'uninformed' | 'fixed' | 'range';
  price: number | null;
  price_max: number | null;
  /** Words the owner says clients use for this service ("pezinho" for "Acabamento"). */
  synonyms: string[];
}

/** A professional (a calendar) the secretary may offer: what they perform and what clients call them. */
export interface TBrainProfessional {
  calendar_id: string;
  title: string;
  /** Nicknames the owner set ("Marcão" for "Marcos"). */
  aliases: string[];
  /** The services this professional performs; only these are offered with them. */
  service_ids: string[];
}

/** A part of the day as local HH:MM bounds (start inclusive, end exclusive); the owner may tune them. */
export interface TBrainDayPart {
  key: 'morning' | 'afternoon' | 'evening';
  from: string;
  to: string;
}

/** What the secretary knows about the business beyond its settings: address, opening hours, parts of day. */
export interface TBrainCompanyInfo {
  address: string | null;
  /** Opening hours per weekday (0 = Sunday): the union of the professionals' hours; [] = closed. */
  opening_hours: { dow: number; ranges: { start: string; end: string }[] }[];
  day_parts: TBrainDayPart[];
}

export interface TBrainFaq {
  id: string;
  question: string;
  answer: string;
}

export interface TBrainSlot {
  calendar_id: string;
  start_at: Date;
  end_at: Date;
  /** Every calendar free at that time, when known. */
  calendar_ids?: string[];
  /** The calendar's title (the professional), when the tools know it. */
  professional?: string;
}

export interface TBrainSchedule {
  id: string;
  service_id: string;
  service_title: string;
  start_at: Date;
  status: string;
  calendar_id?: string;
  professional?: string;
  /** The person the appointment is for, when not the contact who wrote (a child, a friend). */
  display_name?: string | null;
}

export type TToolResult<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      reason: 'taken' | 'not_found' | 'invalid' | 'error' | 'needs_agreement';
      message: string;
      proposal?: TBrainProposal;
      refusal?: TRefusal;
    };

/** Why the safety layer refused a write, as data a brain can say back to the client (`message` is written for a model). */
export type TRefusal =
  /** The client already holds this service that day, or another appointment at that time: offer to move it. */
  | { kind: 'held'; service: string; when: string }
  /** The new time overlaps another of the client's appointments. */
  | { kind: 'same_time' }
  /** The client asked to move an appointment: a second booking is never the answer. */
  | { kind: 'move_asked' };

/** What the safety layer asks the client to agree to; `text` is what the brain must show. */
export interface TBrainProposal {
  /** `replace`: one change of an existing appointment to another service (same appointment, new service, length and price). */
  action: 'book' | 'move' | 'cancel' | 'replace';
  service_id: string;
  service_title: string;
  calendar_id: string;
  professional: string;
  start_at: string;
  schedule_id: string | null;
  from_start_at: string | null;
  /** The person a booking is for, when not the contact (a child, a friend). */
  display_name?: string | null;
  text: string;
}

export interface TBrainTools {
  /** `calendarId` narrows to one professional (who must perform the service). */
  /** `excludeScheduleId`: the appointment being moved or changed, whose own time counts as free. */
  findSlots(q: {
    serviceId: string;
    from: Date;
    to: Date;
    limit: number;
    calendarId?: string | null;
    excludeScheduleId?: string | null;
    /** Also these starts off the grid, when inside the hours and free: a visit's next part when the one before ends. */
    alsoAt?: Date[];
  }): Promise<TBrainSlot[]>;
  /** `displayName`: the person the appointment is for, when not the contact (kept on the schedule). */
  book(q: {
    serviceId: string;
    calendarId: string | null;
    startAt: Date;
    displayName?: string | null;
  }): Promise<TToolResult<TBrainSchedule>>;
  cancel(q: { scheduleId: string; reason?: string }): Promise<TToolResult<TBrainSchedule>>;
  reschedule(q: { scheduleId: string; calendarId: string | null; startAt: Date }): Promise<TToolResult<TBrainSchedule>>;
  confirm(q: { scheduleId: string }): Promise<TToolResult<TBrainSchedule>>;
  /** Another service instead of an appointment's one: cancels it and books the new one in one transaction. */
  replace?(q: { scheduleId: string; serviceId: string; calendarId?: string | null; startAt: Date }): Promise<TToolResult<TBrainSchedule>>;
  listAppointments(when: 'upcoming' | 'history'): Promise<TBrainSchedule[]>;
  saveClientName(name: string): Promise<void>;
  /** Records the times shown to the client (the safety layer accepts a later pick of one of them). */
  offer?(q: { serviceId: string; scheduleId: string | null; slots: TBrainSlot[] }): Promise<TBrainSlot[]>;
  /**
   * Records what the client asked for (the professional named, the services of the visit, the day,
   * the part of the day or time window, the person the booking is for); a field left out keeps its
   * value, null clears it. Later writes that contradict it are refused with a reason to relay.
   */
  constrain?(c: TBrainConstraints): void;
  /**
   * A visit written as one change, all or nothing: services back to back from `startAt` (each maybe
   * with its own professional), optionally after an existing appointment that is moved to `startAt`
   * (`scheduleId`: adding a service to it). One yes to the whole visit's proposal writes it.
   */
  bookVisit?(q: {
    scheduleId?: string | null;
    startAt: Date;
    /** Back to back from startAt, unless a part has its own start (a gap the grid leaves between parts). */
    items: { serviceId: string; calendarId: string | null; startAt?: Date }[];
    displayName?: string | null;
  }): Promise<TToolResult<TBrainSchedule[]>>;
  /**
   * The waitlist of a full day: written only when the client's message says yes to this same offer
   * shown in the previous reply; otherwise it makes the offer (needs_agreement, its text to show).
   */
  joinWaitlist?(q: TBrainWaitlistAsk): Promise<TToolResult<TBrainWaitlistEntry>>;
  /** Makes (or replaces) the proposal the client must agree to before any write. */
  propose?(q: {
    action: TBrainProposal['action'];
    serviceId?: string;
    calendarId?: string | null;
    startAt?: Date;
    scheduleId?: string;
    displayName?: string | null;
    /** Proposed with the others of this turn, agreed to by one yes ("cancela os dois"). */
    together?: boolean;
  }): Promise<TToolResult<TBrainProposal>>;
}

/** A day the client asked for with no free time left: service, professional (null: any), local day and minutes window. */
export interface TBrainWaitlistAsk {
  serviceId: string;
  calendarId: string | null;
  date: string;
  window: { from: number; to: number } | null;
}

/** The client's place on the waitlist; `already`: the entry existed, nothing was written. */
export interface TBrainWaitlistEntry {
  id: string;
  date: string;
  service_title: string;
  professional: string | null;
  already: boolean;
}

/** What the client asked for, as the brain understood it (see `TBrainTools.constrain`). */
export interface TBrainConstraints {
  calendarId?: string | null;
  serviceIds?: string[];
  /** Local day, YYYY-MM-DD. */
  date?: string | null;
  /** Local minutes [from, to). */
  window?: { from: number; to: number } | null;
  forName?: string | null;
}

type TBrainActionType =
  | 'book'
  | 'cancel'
  | 'reschedule'
  | 'confirm'
  | 'list_services'
  | 'find_slots'
  | 'list_appointments'
  | 'answer_faq'
  | 'save_client_name'
  | 'send_media'
  | 'transfer_to_human'
  | 'join_waitlist';

export interface TBrainAction {
  type: TBrainActionType;
  schedule_id?: string;
  start_at?: string;
  detail?: string;
}

export interface TBrainHistoryItem {
  role: 'client' | 'ai' | 'user' | 'admin';
  content: string;
}

export interface TBrainTurnInput {
  now: Date;
  settings: TBrainSettings;
  services: TBrainService[];
  professionals: TBrainProfessional[];
  company: TBrainCompanyInfo;
  faqs: TBrainFaq[];
  client: { id: string; name: string | null };
  /** The client messages this turn answers (a burst is answered once). */
  messages: string[];
  /** Earlier messages of the chat, oldest first (the LLM brain uses them; the embedded one keeps state). */
  history: TBrainHistoryItem[];
  state: Record<string, unknown>;
  tools: TBrainTools;
  /** The appointment a reminder just sent is about: the client's answer refers to it. */
  reply_to_schedule_id?: string | null;
  /** The company's files the secretary may send ("manda o catálogo"), matched by their description. */
  media?: TBrainMedia[];
}

export interface TBrainMedia {
  id: string;
  name: string;
  kind: string;
  description: string | null;
}

export interface TBrainTurnResult {
  replies: string[];
  actions: TBrainAction[];
  state: Record<string, unknown>;
  transfer: { reason: string } | null;
  run: { model: string; promptTokens: number; completionTokens: number; toolCalls: unknown[]; error: string | null };
}

export interface TBrain {
  readonly kind: 'embedded' | 'openai';
  turn(input: TBrainTurnInput): Promise<TBrainTurnResult>;
}
