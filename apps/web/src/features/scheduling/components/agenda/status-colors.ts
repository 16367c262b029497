// Colour by status (issue 16): each schedule status takes a semantic design token, the same tone as
// its status pill, so "Confirmado" is green on the agenda and in the lists alike. The raw tokens
// (--success…) flip with the dark theme, so one value serves both.
import type { TScheduleStatus } from '@agenda/shared/schedule';

type TTone = 'info' | 'success' | 'warning' | 'danger';

const TONES: Record<TScheduleStatus, TTone> = {
  scheduled: 'info',
  confirmed: 'success',
  confirmed_not_attended: 'warning',
  canceled: 'danger',
};

/** Legend order: the day's course (booked, confirmed, missed), then canceled. */
export const LEGEND_STATUSES: TScheduleStatus[] = ['scheduled', 'confirmed', 'confirmed_not_attended', 'canceled'];

export const statusTone = (status: TScheduleStatus): TTone => TONES[status];

export const statusColor = (status: TScheduleStatus): string => `var(--${TONES[status]})`;

/**
 * A block's background: 16 % of its colour in the surface. With the status tones this keeps the
 * foreground ≥ 12:1 and the muted text ≥ 4.6:1 (WCAG AA) in the light theme and ≥ 5.2:1 in the dark.
 */
export const blockTint = (color: string): string => `color-mix(in srgb, ${color} 16%, var(--color-surface))`;
