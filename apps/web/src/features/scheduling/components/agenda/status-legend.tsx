import { STATUS_SHORT_LABELS } from '../schedule-status-pill';
import { blockTint, LEGEND_STATUSES, statusColor } from './status-colors';

/**
 * Which colour means which status, shown while the agenda colours by status. It shares the chips'
 * band (no fill, no rule of its own) and stays on one line at 390 px with the phone's smaller type.
 */
export function StatusLegend() {
  return (
    <ul
      aria-label="Legenda das cores por status"
      data-testid="agenda-status-legend"
      className="flex flex-wrap items-center gap-x-2.5 gap-y-1 px-3 py-1.5 text-[11px] text-muted-foreground sm:gap-x-4 sm:px-4 sm:text-xs"
    >
      {LEGEND_STATUSES.map((status) => (
        <li key={status} className="flex items-center gap-1 whitespace-nowrap sm:gap-1.5">
          {/* A miniature block: the tinted fill with the strong left edge. */}
          <span
            aria-hidden
            className="h-3 w-3 shrink-0 rounded-[3px] border-l-[3px] sm:w-4"
            style={{ borderLeftColor: statusColor(status), background: blockTint(statusColor(status)) }}
          />
          {STATUS_SHORT_LABELS[status]}
        </li>
      ))}
    </ul>
  );
}
