// Calendar colours: docs/spec.md §3 "Calendar" says one of 8 presets but not which; these values are ours.
export const CALENDAR_COLORS = ['#2563eb', '#16a34a', '#dc2626', '#9333ea', '#ea580c', '#0891b2', '#db2777', '#ca8a04'] as const;
