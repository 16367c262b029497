// The conversation state the embedded brain keeps between turns (stored in chats.brain_state).
import { asksOneMore } from '../../consent-another-booking.js';
import { deferredClausesOf } from './deferred-clauses.js';
import type { TBrainAction, TBrainSchedule, TBrainTurnInput } from '../types.js';
import type { TTimePref } from './dates.js';

export interface TSlotRef {
  start_at: string;
  calendar_id: string;
  professional?: string;
}

/** One part of a visit; `display_name` set when the part is for another person of a party (null: the client). */
export type TVisitItem = TSlotRef & { service_id: string; display_name?: string | null };

export interface TScheduleRef {
  id: string;
  service_id: string;
  service_title: string;
  start_at: string;
  status: string;
  professional?: string;
  calendar_id?: string;
  /** The person it is for, when not the client (a child, a friend). */
  display_name?: string;
}

type TAwaiting =
  | 'service'
  | 'time'
  | 'slot'
  | 'confirm_booking'
  | 'which_schedule'
  | 'confirm_cancel'
  | 'name'
  | 'for_name'
  | 'offer_human'
  | 'confirm_visit'
  | 'confirm_replace'
  | null;

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
  /** A booking dropped on a hedge ("deixa pra lá, vou ver se consigo sair"), kept for a few hours (put-aside.ts). */
  put_aside?: {
    service_id: string;
    professional_id: string | null;
    offered: TSlotRef[];
    pref: TTimePref | null;
    at: string;
    /** Who it was for ("pra minha mãe, o nome dela é Lúcia"): still them when it is taken up. */
    for_name?: string | null;
    for_relation?: string | null;
  } | null;
  /** The move asked while the client was asked which appointment ("passar o de sábado pra mais tarde"): its words. */
  which_said?: string | null;
  misunderstood?: number;
  /** Why a person was offered (awaiting 'offer_human'): the reason a yes transfers with. */
  offer_reason?: 'complaint' | 'unknown_question';
  /** The professional the client asked for (a calendar id), and those they do not want. */
  professional_id?: string | null;
  excluded_ids?: string[];
  /** "com a Carla, se ela não puder com a outra": anyone who does the service when the one asked for cannot. */
  pro_fallback?: boolean;
  /** The person the booking is for, when the client books for someone else. */
  for_name?: string | null;
  /** Booking for a relative or friend not named yet ("pra minha amiga"): asked before the proposal. */
  for_relation?: string | null;
  /** A visit with several services: the services and the back-to-back plan proposed. */
  visit_ids?: string[];
  /** Services the last price answer gave together ("corte e sobrancelha"): a following "marca" means them all. */
  priced_ids?: string[];
  visit?: TVisitItem[];
  /** The day and time the visit was asked for ("sexta à tarde"): a visit proposed again keeps them. */
  visit_pref?: TTimePref | null;
  /** "corte com o Marcão e sobrancelha com o Dudu": the professional asked for each service of a visit. */
  visit_pros?: Record<string, string>;
  /** What the client asked after a cancel in the same message, read once the cancel is answered (then-requests.ts). */
  then?: string | null;
  /** The FAQs answered when `then` was queued: its question is not answered a second time once it is read. */
  then_answered?: string[];
  /** "tanto faz a ordem": the visit's services may be planned in any order (visit-order.ts). */
  visit_any_order?: boolean;
  /** Two people booked together ("eu e meu filho"): who each service of the visit is for, and whether at the same time. */
  /** `apart`: each person asked their own time, so never both at once; `second_min`: the second person's. */
  /** `pros`: per person, the professional each asked for, when both want the same service (party-professionals.ts). */
  party?: { names: Array<string | null>; together: boolean; apart?: boolean; second_min?: number; pros?: [string, string] } | null;
  /** A service switch proposed (service-switch.ts): the appointment replaced and the new service's slot. */
  replace?: { schedule_id: string; service_id: string; calendar_id: string; start_at: string } | null;
  /** The client asked for the earliest time: "pode ser esse" to the list is its first time. */
  asked_earliest?: boolean;
  /** The one appointment the conversation is about after "meu horário de sábado é com quem?". */
  focus_id?: string | null;
  /** Where the appointment just moved was before ("deixa como tava" puts it back there). */
  moved_from?: { id: string; start_at: string } | null;
  /** Its service ("quanto tempo demora?" about it). */
  focus_service_id?: string | null;
  /** A booking, move or cancel was just written: a plain "blz" closes, it restarts nothing. */
  just_done?: boolean;
  /** The list of times the appointment just written was picked from ("troca pro primeiro" points into it). */
  offered_before?: TSlotRef[];
  /** Lists shown earlier in this request ("e sexta?" after Thursday's): "quinta então, o mais tarde" picks from Thursday's. */
  offered_earlier?: TSlotRef[];
  /** A free time said without a proposal ("só pra saber, não marca"): only "pode marcar" with nothing else books it. */
  told?: { service_id: string; slot: TSlotRef; for_name: string | null } | null;
  /** The appointments of the visit written last (appointments.ts, focusedServices). */
  visit_written?: string[];
  /** The request queued behind a cancel or a move, shown as a proposal beside it (queued-requests.ts): its slots. */
  then_slots?: TSlotRef[] | null;
  /** The last reply gave a price (carried-question.ts: "e platinado?" asks the same of another service). */
  priced_last?: boolean;
  /** The reply said a service asked for is not done here, beside the one kept ("Não fazemos luzes… Corte fazemos"). */
  unknown_last?: boolean;
}

export const toRef = (s: TBrainSchedule): TScheduleRef => ({
  id: s.id,
  service_id: s.service_id,
  service_title: s.service_title,
  start_at: s.start_at.toISOString(),
  status: s.status,
  ...(s.professional ? { professional: s.professional } : {}),
  ...(s.calendar_id ? { calendar_id: s.calendar_id } : {}),
  ...(s.display_name ? { display_name: s.display_name } : {}),
});

/** Everything one turn accumulates; handlers push replies and actions and edit the state. */
export class Turn {
  readonly replies: string[] = [];
  readonly actions: TBrainAction[] = [];
  /** FAQ ids already answered this turn (a message may ask several things). */
  readonly answered = new Set<string>();
  transfer: { reason: string } | null = null;
  /** A service was taken out of the visit being proposed (request-edits.ts): propose the rest again. */
  visitEdited = false;
  /** A visit narrowed to one service this turn ("ah não, só a barba"): a booking of it at the visit's time, no refusal. */
  visitNarrowed = false;
  /** Offered times the client ruled out this turn ("qualquer um menos o primeiro"), by index (ruled-out-offers.ts). */
  ruledOutOffers: number[] = [];
  /** The message ruled some time out, offered or not ("menos o das 9"). */
  rulesOutTimes = false;
  /** An apology was said this turn: the greeting before it is plain, no smile. */
  apologized = false;
  /** A request queued behind a cancel, to be read after this message (then-requests.ts). */
  followUp: string | null = null;
  /** The parts of the message that kept an appointment, taken out of what the flow reads (keep-statement.ts). */
  keptParts: string[] = [];
  /** The client's messages of this turn as written, less the parts that kept an appointment or put something off. */
  get saidNow(): string {
    // (Less what it put off too: "…uma escova, mas aí eu vejo com ela depois".)
    return deferredClausesOf(
      this.keptParts.reduce((all, part) => all.replace(part, ' '), this.input.messages.join(' \n ')),
      !this.state.for_name,
    ).rest;
  }
  /** The proposal on the table was shown again this turn (propose-again.ts). */
  reproposed = false;
  /** The yes to the cancel also agreed to the queued request shown beside it (queued-requests.ts). */
  queuedAgreed = false;
  /** The queued request's one free time, the very one shown beside and agreed to: taken, not offered again. */
  agreedOffer: TSlotRef | null = null;
  /** "fechado, eu 8h e a Manuela 9h": each person's time dictated with an explicit yes (party.ts): the plan at those times is written. */
  dictated: number[] | null = null;
  /** The message read is not the one the client just sent (a queued request): a booking is proposed, never written. */
  proposeOnly = false;
  /** The message read is a request queued behind the one just answered (then-requests.ts): no reply to that write. */
  readingQueued = false;
  state: TDialogueState;
  /** The state as the turn began, for what must be read before this turn's changes ("no outro sábado"). */
  readonly startState: Readonly<TDialogueState>;
  clientName: string | null;
  /** The times offered before the write just done, for this turn only (the message right after the write). */
  readonly offeredBefore: TSlotRef[];
  /** The reply before this message gave a price. */
  readonly pricedBefore: boolean;
  /** The reply before this message said a service asked is not done here: the next one named stands in for it. */
  readonly unknownBefore: boolean;

  constructor(public input: TBrainTurnInput) {
    this.state = structuredClone(input.state ?? {}) as TDialogueState;
    this.startState = (input.state ?? {}) as TDialogueState;
    this.clientName = input.client.name;
    this.offeredBefore = this.state.just_done ? (this.state.offered_before ?? []) : [];
    delete this.state.offered_before;
    this.pricedBefore = this.state.priced_last === true;
    delete this.state.priced_last;
    this.unknownBefore = this.state.unknown_last === true;
    delete this.state.unknown_last;
    // "…deixa quinta do jeito que tá" then "queria marcar mais uma sessão na terça": a move talked about before
    // is over; what is asked now is one more appointment, never that one moved.
    if (this.state.flow === 'reschedule' && asksOneMore(input.messages.join(' '))) this.resetFlow();
  }

  get settings() {
    return this.input.settings;
  }
  get tz() {
    return this.input.settings.timezone;
  }
  say(text: string) {
    // The same answer twice in one reply (a closed day asked beside another part, then read again by the flow) is said once.
    if (!this.replies.includes(text)) this.replies.push(text);
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
    this.state.offered_earlier = [];
    this.state.pending = null;
    this.state.target = null;
    this.state.candidates = [];
    this.state.professional_id = null;
    this.state.excluded_ids = [];
    this.state.pro_fallback = false;
    this.state.for_name = null;
    this.state.for_relation = null;
    this.state.visit_ids = [];
    this.state.priced_ids = [];
    this.state.visit = [];
    this.state.visit_pref = null;
    this.state.visit_pros = {};
    this.state.visit_any_order = false;
    this.state.asked_earliest = false;
    this.state.party = null;
  }
  canSchedule() {
    return !this.settings.ignore_ai_tool_types.includes('schedule');
  }
  canConverse() {
    return !this.settings.ignore_ai_tool_types.includes('conversational');
  }
}
