// A client's answer to a reminder ("confirmo", "não vou conseguir", "dá pra mudar pra mais tarde?")
// is about THAT appointment: the reminder message carries `meta.schedule_id`, and the turn that
// directly follows it tells the brain which schedule the client is answering about.
import type { TMessageRow } from './repo.js';

/**
 * The schedule of the last reminder sent since the client last wrote (a notice about another
 * booking may have come after it); null when the client has written since any reminder.
 */
export function reminderScheduleId(earlier: TMessageRow[]): string | null {
  for (const m of [...earlier].reverse()) {
    if (m.role === 'client') return null;
    const meta = (m.meta ?? {}) as Record<string, unknown>;
    if (meta.kind === 'schedule_reminder' && typeof meta.schedule_id === 'string') return meta.schedule_id;
  }
  return null;
}
