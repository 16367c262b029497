import { AgendaView } from './agenda-view';

/** /app/agenda: day and week views, one column per selected calendar. */
export function AgendaPage() {
  return <AgendaView />;
}

/** /app/agenda/completa: the full-screen variant (the week across the calendars). */
export function AgendaFullPage() {
  return <AgendaView full />;
}
