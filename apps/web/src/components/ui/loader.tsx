import { useEffect, useEffectEvent, useState, type ComponentProps } from 'react';
import { cn } from './cn';

/** docs/spec.md §4 "Loaders" and §9 "Timings": a general loader runs at most 5 seconds. */
export const LOADER_MAX_MS = 5000;

const spinnerSizes = { xs: 'size-3.5', sm: 'size-4', md: 'size-5', lg: 'size-8', xl: 'size-10' } as const;

export interface SpinnerProps extends Omit<ComponentProps<'svg'>, 'children'> {
  size?: keyof typeof spinnerSizes;
  /** Announced to screen readers; pass `null` when the parent already announces it. */
  label?: string | null;
}

export function Spinner({ size = 'md', label = 'Carregando…', className, ...props }: SpinnerProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      role={label ? 'img' : undefined}
      aria-label={label ?? undefined}
      aria-hidden={label ? undefined : true}
      data-slot="spinner"
      className={cn('shrink-0 animate-spin', spinnerSizes[size], className)}
      {...props}
    >
      <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M21.5 12a9.5 9.5 0 0 0-9.5-9.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export interface LoaderProps {
  /** Whether the loader should be showing; it still hides itself after `maxDuration`. */
  active?: boolean;
  /** Text under the spinner. */
  label?: string;
  /** Covers the whole viewport instead of its positioned parent. */
  fullscreen?: boolean;
  /** Milliseconds before it hides on its own (default 5000). */
  maxDuration?: number;
  /** Called when it hid itself because the time ran out. */
  onTimeout?: () => void;
  className?: string;
}

/** Full-area loader: a blurred veil with a spinner over its positioned parent (or the screen). */
export function Loader({
  active = true,
  label = 'Carregando…',
  fullscreen = false,
  maxDuration = LOADER_MAX_MS,
  onTimeout,
  className,
}: LoaderProps) {
  const [expired, setExpired] = useState(false);
  // onTimeout is a notification only: a new identity each render must not restart the timer.
  const notifyTimeout = useEffectEvent(() => onTimeout?.());

  useEffect(() => {
    setExpired(false);
    if (!active) return;
    const timer = setTimeout(() => {
      setExpired(true);
      notifyTimeout();
    }, maxDuration);
    return () => clearTimeout(timer);
  }, [active, maxDuration]);

  if (!active || expired) return null;

  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy="true"
      data-slot="loader"
      className={cn(
        'inset-0 z-10 flex flex-col items-center justify-center gap-3 bg-surface/70 backdrop-blur-[2px] motion-safe:animate-fade-in',
        fullscreen ? 'fixed z-drawer' : 'absolute rounded-[inherit]',
        className,
      )}
    >
      <div className="flex size-14 items-center justify-center rounded-2xl bg-surface shadow-lg ring-1 ring-border">
        <Spinner size="lg" label={null} className="text-primary" />
      </div>
      {label ? <p className="text-sm font-medium text-muted-foreground">{label}</p> : <span className="sr-only">Carregando…</span>}
    </div>
  );
}
