// "ah, e primeiro a hidratação, depois a escova" to a visit proposed the other way round: the same
// services in the order the client now gives, proposed again (nothing is written on an order change).
import type { TBrainService } from '../types.js';
import { matchService } from './match.js';
import type { Turn } from './state.js';
import { normalize } from './text.js';
import { visitServices } from './visit.js';

const ORDER_RE = /\b(primeiro|primeira|antes|depois|dps|em seguida|por ultimo|pra finalizar|para finalizar|pra terminar|no final)\b/;
// "a escova depois da hidratação": the one named second comes first.
const AFTER_OTHER_RE = /\b(?:depois|dps) d[oa]s?\b|\bapos (?:o|a)s?\b/;
const FIRST_RE = /\bprimeir[oa]\s+(?:(?:o|a|faz|fazer|quero)\s+){0,2}([^,.;!?]+)/;

/** The visit's services in the order this message asks for, or null when it asks for no other order. */
export function reorderedVisit(turn: Turn, raw: string): TBrainService[] | null {
  const st = turn.state;
  const ids = st.visit_ids ?? [];
  if (st.awaiting !== 'confirm_visit' || ids.length < 2) return null;
  const text = normalize(raw);
  if (!ORDER_RE.test(text)) return null;
  const services = turn.input.services;
  let said = visitServices(raw, services).filter((s) => ids.includes(s.id));
  if (said.length === 2 && AFTER_OTHER_RE.test(text) && !/\bprimeir[oa]\b/.test(text)) said = [said[1]!, said[0]!];
  if (said.length < 2) {
    const first = FIRST_RE.exec(text)?.[1];
    const named = first
      ? matchService(
          first,
          services.filter((s) => ids.includes(s.id)),
        )?.service
      : undefined;
    said = named ? [named] : [];
  }
  if (!said.length) return null;
  const order = [...said.map((s) => s.id), ...ids.filter((id) => !said.some((s) => s.id === id))];
  if (order.join() === ids.join()) return null;
  return order.map((id) => services.find((s) => s.id === id)).filter((s): s is TBrainService => !!s);
}
