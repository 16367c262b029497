// "meu nome é Carla": the client's own name is saved; a booking that waited for it goes on.
import { choose } from './booking.js';
import { extractName } from './intents.js';
import type { Turn } from './state.js';

/** The new name said (null when none), and whether the turn is answered (the booking waiting for it was chosen). */
export async function readOwnName(turn: Turn, original: string): Promise<{ name: string | null; answered: boolean }> {
  const st = turn.state;
  const said = extractName(original, st.awaiting === 'name');
  const name = said && said !== turn.clientName ? said : null;
  if (!name) return { name, answered: false };
  await turn.input.tools.saveClientName(name);
  turn.clientName = name;
  turn.act({ type: 'save_client_name', detail: name });
  if (st.awaiting !== 'name' || !st.pending) return { name, answered: false };
  await choose(turn, st.pending);
  return { name, answered: true };
}
