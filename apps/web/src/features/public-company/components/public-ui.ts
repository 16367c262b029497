// Button looks of the public page without the design-system Button (keeps its first load light).
export const primaryAction =
  'inline-flex h-12 items-center justify-center gap-2 rounded-xl bg-primary px-6 text-base font-semibold text-primary-foreground shadow-sm transition-colors hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-5';
export const secondaryAction =
  'inline-flex h-12 items-center justify-center gap-2 rounded-xl border border-border-strong bg-surface px-5 text-base font-medium text-foreground shadow-xs transition-colors hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-5';
export const chipLink =
  'inline-flex h-10 items-center gap-2 rounded-full border border-border bg-surface px-3.5 text-sm font-medium text-foreground transition-colors hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring [&_svg]:size-4 [&_svg]:text-muted-foreground';
// The design-system Skeleton's look, for placeholders on the public pages' first load.
export const skeletonBlock = 'animate-shimmer bg-surface-muted dark:bg-ink-800';
