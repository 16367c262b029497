import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

export interface EmptyStateProps {
  /** A lucide icon component, or any node. */
  icon?: LucideIcon | ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Main action, e.g. a <Button>. */
  action?: ReactNode;
  /** Second, quieter action. */
  secondaryAction?: ReactNode;
  /** Small pill above the title, e.g. 'Novo'. */
  badge?: ReactNode;
  /** `page` fills a route; `inline` sits inside a card or list. */
  variant?: 'page' | 'inline';
  className?: string;
}

function isComponent(icon: unknown): icon is LucideIcon {
  return typeof icon === 'function' || (typeof icon === 'object' && icon !== null && '$$typeof' in icon && 'render' in icon);
}

export function EmptyState({ icon, title, description, action, secondaryAction, badge, variant = 'page', className }: EmptyStateProps) {
  const Icon = isComponent(icon) ? icon : null;
  const page = variant === 'page';
  return (
    <section
      data-slot="empty-state"
      className={cn(
        'relative isolate flex flex-col items-center justify-center overflow-hidden text-center',
        page ? 'min-h-[60dvh] rounded-3xl border border-border bg-surface px-6 py-16 shadow-xs sm:py-20' : 'px-4 py-10',
        className,
      )}
    >
      {page ? (
        <>
          {/* soft brand glow and dotted grid, faded at the edges */}
          <div
            aria-hidden="true"
            className="absolute inset-x-0 top-0 -z-10 h-72 bg-[radial-gradient(ellipse_at_top,var(--color-brand-500)_0%,transparent_65%)] opacity-[0.10] dark:opacity-[0.18]"
          />
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(var(--border-strong)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_center,black_20%,transparent_70%)] bg-[size:20px_20px] opacity-60"
          />
        </>
      ) : null}
      {icon ? (
        <div className="relative mb-6">
          {page ? (
            <>
              <div aria-hidden="true" className="absolute -inset-3 rounded-[1.75rem] border border-dashed border-primary/25" />
              <div aria-hidden="true" className="absolute -top-4 -right-4 size-3 rounded-full bg-teal-400/70" />
              <div aria-hidden="true" className="absolute -bottom-3 -left-5 size-2 rounded-full bg-brand-400/70" />
            </>
          ) : null}
          <div
            className={cn(
              'relative flex items-center justify-center rounded-2xl bg-gradient-to-br from-brand-500 to-brand-700 text-white shadow-brand ring-1 ring-white/20',
              page ? 'size-16' : 'size-12',
            )}
          >
            <div aria-hidden="true" className="absolute inset-x-2 top-1 h-1/2 rounded-t-xl bg-gradient-to-b from-white/25 to-transparent" />
            {Icon ? <Icon aria-hidden="true" className={page ? 'size-7' : 'size-6'} strokeWidth={1.75} /> : (icon as ReactNode)}
          </div>
        </div>
      ) : null}
      {badge ? (
        <span className="mb-3 inline-flex items-center rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent-soft-foreground ring-1 ring-inset ring-accent/20">
          {badge}
        </span>
      ) : null}
      <h2 className={cn('font-semibold tracking-tight text-balance text-foreground', page ? 'text-2xl' : 'text-lg')}>{title}</h2>
      {description ? (
        <p className={cn('mt-2 max-w-md text-pretty text-muted-foreground', page ? 'text-base' : 'text-sm')}>{description}</p>
      ) : null}
      {action || secondaryAction ? (
        <div className="mt-8 flex w-full flex-col-reverse items-stretch justify-center gap-2 sm:w-auto sm:flex-row sm:items-center">
          {secondaryAction}
          {action}
        </div>
      ) : null}
    </section>
  );
}
