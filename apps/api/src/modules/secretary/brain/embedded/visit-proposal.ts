// The safety layer's side of a visit: every part proposed (it keeps a proposal for the next message
// only), so one yes to the whole plan can write each part.
import type { TVisitItem, Turn } from './state.js';

/** Who a part is for: the party member it names, else the person the request is for (null: the client). */
export const personOf = (turn: Turn, item: TVisitItem) =>
  item.display_name !== undefined ? item.display_name : (turn.state.for_name ?? null);

/** Proposes every part of the plan; false when the safety layer refuses one. */
export async function proposeVisitItems(turn: Turn, plan: TVisitItem[]): Promise<boolean> {
  for (const item of plan) {
    const proposal = await turn.input.tools.propose?.({
      action: 'book',
      serviceId: item.service_id,
      calendarId: item.calendar_id,
      startAt: new Date(item.start_at),
      displayName: personOf(turn, item),
    });
    if (proposal && !proposal.ok) return false;
  }
  return true;
}
