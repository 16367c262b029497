import type { ComponentProps } from 'react';
import { cn } from './cn';

/** Grey placeholder block that pulses while content loads. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      data-slot="skeleton"
      className={cn('animate-shimmer rounded-md bg-surface-muted dark:bg-ink-800', className)}
      {...props}
    />
  );
}
