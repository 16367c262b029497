import * as LabelPrimitive from '@radix-ui/react-label';
import type { ComponentProps } from 'react';
import { cn } from './cn';

export interface LabelProps extends ComponentProps<typeof LabelPrimitive.Root> {
  /** In an error state the label carries a red asterisk (docs/spec.md §5 "Inputs"). */
  error?: boolean;
}

export function Label({ className, children, error, ...props }: LabelProps) {
  return (
    <LabelPrimitive.Root
      className={cn(
        'inline-flex items-center gap-1 text-sm font-medium leading-5 text-foreground select-none',
        'peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
        className,
      )}
      {...props}
    >
      {children}
      {error ? (
        <span aria-hidden="true" data-slot="error-asterisk" className="text-danger">
          *
        </span>
      ) : null}
    </LabelPrimitive.Root>
  );
}
