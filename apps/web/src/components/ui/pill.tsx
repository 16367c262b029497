import type { TPillSize, TPillType } from '@agenda/shared/ui';
import { cva } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';

export type PillType = TPillType;
type PillSize = TPillSize;

const pillVariants = cva(
  'inline-flex max-w-full shrink-0 items-center gap-1.5 rounded-full font-medium whitespace-nowrap ring-1 ring-inset [&_svg]:shrink-0',
  {
    variants: {
      type: {
        default: 'bg-surface-muted text-foreground/80 ring-border',
        primary: 'bg-primary-soft text-primary-soft-foreground ring-primary/20',
        success: 'bg-success-soft text-success-soft-foreground ring-success/25',
        info: 'bg-info-soft text-info-soft-foreground ring-info/25',
        warning: 'bg-warning-soft text-warning-soft-foreground ring-warning/30',
        error: 'bg-danger-soft text-danger-soft-foreground ring-danger/25',
      },
      size: {
        sm: 'h-5 px-2 text-[11px] [&_svg]:size-3',
        md: 'h-6 px-2.5 text-xs [&_svg]:size-3.5',
        lg: 'h-8 px-3.5 text-sm [&_svg]:size-4',
      },
    },
    defaultVariants: { type: 'default', size: 'md' },
  },
);

const dotColors: Record<PillType, string> = {
  default: 'bg-ink-400',
  primary: 'bg-primary',
  success: 'bg-success',
  info: 'bg-info',
  warning: 'bg-warning',
  error: 'bg-danger',
};

export interface PillProps extends ComponentProps<'span'> {
  type?: PillType;
  size?: PillSize;
  /** A small coloured dot before the text (status style). */
  dot?: boolean;
  icon?: ReactNode;
}

export function Pill({ type = 'default', size = 'md', dot, icon, className, children, ...props }: PillProps) {
  return (
    <span data-slot="pill" data-type={type} className={cn(pillVariants({ type, size }), className)} {...props}>
      {dot ? <span aria-hidden="true" className={cn('size-1.5 shrink-0 rounded-full', dotColors[type])} /> : null}
      {icon}
      <span className="truncate">{children}</span>
    </span>
  );
}
