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
}

export type TToolResult<T> =
  | { ok: true; value: T }
  | { ok: false; reason: 'taken' | 'not_found' | 'invalid' | 'error' | 'needs_agreement'; message: string; proposal?: TBrainProposal };

/** What the safety layer asks the client to agree to; `text` is what the brain must show. */
export interface TBrainProposal {
  action: 'book' | 'move' | 'cancel';
  service_id: string;
  service_title: string;
  calendar_id: string;
  professional: string;
  start_at: string;
  schedule_id: string | null;
  from_start_at: string | null;
  text: string;
}

export interface TBrainTools {
  findSlots(q: { serviceId: string; from: Date; to: Date; limit: number }): Promise<TBrainSlot[]>;
  book(q: { serviceId: string; calendarId: string | null; startAt: Date }): Promise<TToolResult<TBrainSchedule>>;
  cancel(q: { scheduleId: string; reason?: string }): Promise<TToolResult<TBrainSchedule>>;
  reschedule(q: { scheduleId: string; calendarId: string | null; startAt: Date }): Promise<TToolResult<TBrainSchedule>>;
  confirm(q: { scheduleId: string }): Promise<TToolResult<TBrainSchedule>>;
  listAppointments(when: 'upcoming' | 'history'): Promise<TBrainSchedule[]>;
  saveClientName(name: string): Promise<void>;
  /** Records the times shown to the client (the safety layer accepts a later pick of one of them). */
  offer?(q: { serviceId: string; scheduleId: string | null; slots: TBrainSlot[] }): Promise<TBrainSlot[]>;
  /** Makes (or replaces) the proposal the client must agree to before any write. */
  propose?(q: {
    action: 'book' | 'move' | 'cancel';
    serviceId?: string;
    calendarId?: string | null;
    startAt?: Date;
    scheduleId?: string;
  }): Promise<TToolResult<TBrainProposal>>;
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
  | 'transfer_to_human';

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
  faqs: TBrainFaq[];
  client: { id: string; name: string | null };
  /** The client messages this turn answers (a burst is answered once). */
  messages: string[];
  /** Earlier messages of the chat, oldest first (the LLM brain uses them; the embedded one keeps state). */
  history: TBrainHistoryItem[];
  state: Record<string, unknown>;
  tools: TBrainTools;
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
