// "ótimo, pode marcar pra ela. quanto fica?": the price asked with the yes is answered once the booking is
// written, of what was just booked (unless this reply already gave a price).
import type { TBrainService } from '../types.js';
import { answerPrice } from './answers.js';
import { detectIntents } from './intents.js';
import type { Turn } from './state.js';
import { normalize } from './text.js';

export function answerPriceAskedWithYes(turn: Turn, booked: TBrainService): void {
  const asked = normalize(turn.input.messages.join(' '));
  if (!detectIntents(asked).price || !turn.canConverse() || turn.actions.some((a) => a.type === 'list_services')) return;
  answerPrice(turn, asked, [booked]);
}
