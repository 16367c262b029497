// The conversation state the embedded brain keeps between turns (stored in chats.brain_state).
import type { TBrainAction, TBrainSchedule, TBrainTurnInput } from '../types.js';
import type { TTimePref } from './dates.js';

export interface TSlotRef {
  start_at: string;
  calendar_id: string;
  professional?: string;
}

export interface TScheduleRef {
  id: string;
  service_id: string;
  service_title: string;
  start_at: string;
  status: string;
  professional?: string;
}

type TAwaiting = 'service' | 'time' | 'slot' | 'confirm_booking' | 'which_schedule' | 'confirm_cancel' | 'name' | null;

export interface TDialogueState {
  greeted?: boolean;
  flow?: 'book' | 'reschedule' | 'cancel' | null;
  awaiting?: TAwaiting;
  service_id?: string | null;
  pref?: TTimePref | null;
  offered?: TSlotRef[];
  pending?: TSlotRef | null;
  target?: TScheduleRef | null;
  candidates?: TScheduleRef[];
  misunderstood?: number;
  /** A booking, move or cancel was just written: a plain "blz" closes, it restarts nothing. */
  just_done?: boolean;
}

export const toRef = (s: TBrainSchedule): TScheduleRef => ({
  id: s.id,
  service_id: s.service_id,
  service_title: s.service_title,
  start_at: s.start_at.toISOString(),
  status: s.status,
  ...(s.professional ? { professional: s.professional } : {}),
});

/** Everything one turn accumulates; handlers push replies and actions and edit the state. */
export class Turn {
  readonly replies: string[] = [];
  readonly actions: TBrainAction[] = [];
  transfer: { reason: string } | null = null;
  state: TDialogueState;
  clientName: string | null;

  constructor(readonly input: TBrainTurnInput) {
    this.state = structuredClone(input.state ?? {}) as TDialogueState;
    this.clientName = input.client.name;
  }

  get settings() {
    return this.input.settings;
  }
  get tz() {
    return this.input.settings.timezone;
  }
  say(text: string) {
    this.replies.push(text);
  }
  act(action: TBrainAction) {
    this.actions.push(action);
  }
  resetFlow() {
    this.state.flow = null;
    this.state.awaiting = null;
    this.state.service_id = null;
    this.state.pref = null;
    this.state.offered = [];
    this.state.pending = null;
    this.state.target = null;
    this.state.candidates = [];
  }
  canSchedule() {
    return !this.settings.ignore_ai_tool_types.includes('schedule');
  }
  canConverse() {
    return !this.settings.ignore_ai_tool_types.includes('conversational');
  }
}
