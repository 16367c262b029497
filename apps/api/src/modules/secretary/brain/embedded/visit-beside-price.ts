// A booking asked beside a price ("a unha da mão e do pé sábado… e quanto tá a hidratação?"): the visit is what the
// request names, the priced service no part of it.
import type { TBrainService } from '../types.js';
import { withoutGivenUp } from './constraints.js';
import { takePricedVisit } from './priced-visit.js';
import { withoutReasons } from './reasons.js';
import type { Turn } from './state.js';
import { normalize } from './text.js';
import { visitServices } from './visit.js';

/**
 * "queria a unha da mão e do pé sábado de manhã… e quanto tá a hidratação?": with a price asked aside (`aside`), the
 * visit is the services the request names without it, when two or more; else the services priced before, taken.
 */
export function visitBesidePrice(turn: Turn, toBook: string, aside: boolean): TBrainService[] {
  const priced = takePricedVisit(turn, !aside);
  if (!aside) return priced;
  const parts = visitServices(withoutGivenUp(withoutReasons(normalize(toBook))), turn.input.services);
  return parts.length > 1 ? parts : [];
}
