// "qualquer um menos o primeiro", "tirando o das 13h, tanto faz": the client rules some offered times
// out. The clause is taken out of the message (its ordinal or hour must not read as a pick) and the
// times it names are kept aside, so "any" means the first time still in play.
import { mentionedMinutes } from '../../consent-mentions.js';
import { minutesOf } from './slot-pick.js';
import { parseOrdinal } from './intents.js';
import type { Turn } from './state.js';
import { fold } from './text.js';

// The clause runs from "menos" to the next comma, full stop or joining word.
const RULED_OUT_RE =
  /(?<!\b(?:pelo|mais ou|no|ao) )\b(?:menos|tirando|exceto|excluindo|sem ser|so nao|só não)\s+((?:(?:o|a|os|as|esse|essa|aquele|aquela)\s+)?[^,.;!?]{1,40}?)(?=\s*(?:[,.;!?]|\be\s+(?:qualquer|tanto|pode|vc|voce)\b|\btanto faz\b|\bqualquer\b|\bpode\b|$))/giu;

/** "a das 9 é mto cedo p mim", "o primeiro não dá": an offered time named, then said not to suit. */
const RULED_OUT_AFTER_RE =
  /\b((?:o|a|os|as)\s+(?:d[ao]s?\s+)?(?:\d{1,2}(?:h\d{0,2}|:\d{2})?|primeir[oa]|segund[oa]|terceir[oa]|[uú]ltim[oa]))\s+(?:e|é|eh|ta|tá|fica|seria|vai ser)\s+(?:muito |mto |mt |meio |bem |um pouco |mei )?(?:cedo|tarde)(?=[\s,.;!?]|$)|\b((?:o|a|os|as)\s+(?:d[ao]s?\s+)?(?:\d{1,2}(?:h\d{0,2}|:\d{2})?|primeir[oa]|segund[oa]|[uú]ltim[oa]))\s+(?:nao|não|n)\s+(?:da|dá|serve|rola|posso|consigo|vai dar)(?=[\s,.;!?]|$)/giu;

/** The message without its ruling-out clauses; the indexes of the offered times they named go to the turn. */
export function ruleOutOffers(turn: Turn, message: string): string {
  const offered = turn.state.offered ?? [];
  if (turn.state.awaiting !== 'slot' || offered.length < 2) return message;
  const minutes = offered.map((o) => minutesOf(new Date(o.start_at), turn.tz));
  const out: number[] = [];
  const ruleOut = (whole: string, ref: string) => {
    const named = fold(ref);
    const hit = new Set<number>();
    for (const part of named.split(/\s+e\s+/)) {
      const index = parseOrdinal(part, offered.length);
      if (index !== null) hit.add(index);
      for (const m of mentionedMinutes(part)) {
        // "menos o das 2" on an afternoon list: the hour as said, or twelve hours later.
        const at = minutes.findIndex((x) => x === m || x === m + 12 * 60);
        if (at >= 0) hit.add(at);
      }
    }
    out.push(...hit);
    // "menos o das 9" when 9h was not offered: still no time the client wants.
    const names = hit.size > 0 || mentionedMinutes(named).length > 0 || parseOrdinal(named, 5) !== null;
    if (names) turn.rulesOutTimes = true;
    return names ? ' ' : whole;
  };
  const rest = message
    .replace(RULED_OUT_RE, ruleOut)
    .replace(RULED_OUT_AFTER_RE, (whole, early: string | undefined, no: string | undefined) => ruleOut(whole, early ?? no ?? ''));
  turn.ruledOutOffers = [...new Set(out)];
  return rest;
}
