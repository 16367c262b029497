// What the embedded brain understood from a client message (or a burst): the frame the dialogue reads.
// Fields are only ever added (optional), never renamed: the dialogue codes against this shape.

/** The kinds of request one message can carry; several can hold at once. */
export interface TFrameActs {
  book: boolean;
  move: boolean;
  cancel: boolean;
  confirmPresence: boolean;
  myAppointments: boolean;
  price: boolean;
  listServices: boolean;
  address: boolean;
  handoff: boolean;
  greeting: boolean;
  thanks: boolean;
  bye: boolean;
  complaint: boolean;
  availabilityQuestion: boolean;
  question: boolean;
}

/** A reference to one of the times offered in the previous reply. */
export type TOfferRef = { index: number } | { time: string } | 'earliest' | 'latest' | 'any' | null;

export interface TFrame {
  /** Normalised text: accents folded, abbreviations expanded, typos fixed. */
  text: string;
  /** The separate requests in the message ("quanto é o corte? e tem amanhã?"). */
  segments: string[];
  acts: TFrameActs;
  /** Every service mentioned, in order (titles, owner synonyms, lexicon). */
  serviceIds: string[];
  /** The professional named, by title or owner alias; `unknownName` when the name matches nobody. */
  professional: { calendar_id: string } | { unknownName: string } | null;
  /** "tanto faz quem", "qualquer um". */
  anyProfessional: boolean;
  /** The day asked for (local date); `past` when it has already gone. */
  day: { date: string; past: boolean } | null;
  /** A span of days ("semana que vem", "fim de semana"), local dates inclusive. */
  dayRange?: { from: string; to: string };
  /** Part of the day, mapped to the company's tunable windows. */
  dayPart: 'morning' | 'afternoon' | 'evening' | null;
  /** Local HH:MM. */
  time: string | null;
  after: string | null;
  before: string | null;
  offerRef: TOfferRef;
  agreement: 'yes' | 'no' | null;
  /** "acho que", "talvez", "vou ver": not a firm yes. */
  hedge: boolean;
  negated: { cancel?: boolean; book?: boolean; move?: boolean };
  /** "na real", "prefiro", "melhor", "muda pra". */
  changeOfMind: boolean;
  /** "pro meu filho", "pra minha esposa Ana". */
  forOther: { name: string | null; relation: string | null } | null;
  /** "o de sempre", "o mesmo da última vez". */
  usual: boolean;
  sameProfessionalAsLast: boolean;
  /** FAQ matched even when short or misspelled. */
  faqId: string | null;
  sentiment: 'angry' | 'neutral' | 'positive';
}
