// The client's time wish as the dialogue reads it: days, a window inside them, an exact time, and what
// the client ruled out or left as a second choice (read by dates.ts, merged by merge-pref.ts).

export interface TTimePref {
  /** First local day, YYYY-MM-DD. */
  date?: string;
  /** Last local day (inclusive) for ranges such as "semana que vem". */
  date_to?: string;
  /** Window inside each day, minutes from midnight. */
  from_min?: number;
  to_min?: number;
  /** `to_min` is when the visit must be over ("terminar até as 15h"): the last start depends on its length. */
  ends_by?: boolean;
  /** A precise time asked for ("às 15h"). */
  exact_min?: number;
  /** A second time said right after it ("umas cinco, cinco e meia"): asked when the first is not free. */
  alt_min?: number;
  /** The day named has already gone ("ontem", "02/03" said on the 5th). */
  past?: boolean;
  /** Weekdays ruled out inside a range ("semana que vem, menos terça"): never offered. */
  avoid_dows?: number[];
  /** "mesmo horário": the time of the appointment being moved. */
  same_time?: boolean;
  /** "mesmo dia": the day of the appointment being moved. */
  same_day?: boolean;
  /** The exact time was said in an earlier message, not this one (merge-pref.ts): it is proposed, never booked outright. */
  carried?: boolean;
  /** "o mais perto das 15h": when that time is not free, the nearest one is proposed. */
  nearest?: boolean;
  /** "hoje ainda? se não tiver, amanhã depois do almoço": the client's second choice, looked at when the first is full. */
  fallback?: TTimePref;
  /** This fallback was said to be as good as the first ("antes ou depois"): taken without saying the first is full. */
  as_good?: boolean;
}
