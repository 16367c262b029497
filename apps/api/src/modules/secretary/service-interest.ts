// Where the secretary learns which service a client wants (issue 11, after_service_interest_and_not_scheduled):
// the safety layer's state after a turn names the services the client asked about (the constraints
// it keeps, the times it offered, the proposal it made). A service named now and not before the turn
// is new interest, handed to the automations (recordServiceInterest plans the follow-up, dropped if
// the client books). The brain's decisions are not touched: this only reads what it left.
import type { TAppContext } from '../../lib/context.js';
import { recordServiceInterest } from '../automations/interest.js';
import { readGuardState } from './dialogue-state.js';

function servicesOf(raw: unknown): Set<string> {
  const st = readGuardState(raw);
  return new Set(
    [...(st.constraints?.service_ids ?? []), st.offered?.service_id, st.pending?.service_id, ...st.visit.map((p) => p.service_id)].filter(
      (id): id is string => !!id,
    ),
  );
}

/** Services the turn brought up that the chat's state did not name before. */
export function newServiceInterest(before: unknown, after: unknown): string[] {
  const had = servicesOf(before);
  return [...servicesOf(after)].filter((id) => !had.has(id));
}

export async function recordTurnInterest(
  tx: TAppContext,
  chat: { company_id: string; client_id: string },
  before: unknown,
  after: unknown,
) {
  for (const serviceId of newServiceInterest(before, after)) {
    // A follow-up that could not be planned never costs the client the reply (its savepoint rolls back).
    await recordServiceInterest(tx, { companyId: chat.company_id, clientId: chat.client_id, serviceId }).catch((error: Error) =>
      tx.log.warn({ err: error }, 'service interest not recorded'),
    );
  }
}
