import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

export interface SectionProps {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One numbered chapter of the style guide. */
export function Section({ id, title, description, children }: SectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-32 lg:scroll-mt-24">
      <header className="mb-5">
        <h2 id={`${id}-title`} className="text-xl font-semibold tracking-tight sm:text-2xl">
          {title}
        </h2>
        {description ? <p className="mt-1.5 max-w-2xl text-sm text-muted-foreground sm:text-[15px]">{description}</p> : null}
      </header>
      <div className="flex flex-col gap-5">{children}</div>
    </section>
  );
}

/** A card holding one component's examples. */
export function Panel({ title, hint, children, className }: { title: string; hint?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-border bg-surface shadow-xs">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-border bg-surface-sunken/50 px-4 py-3 sm:px-5">
        <h3 className="text-sm font-semibold">{title}</h3>
        {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      </div>
      <div className={cn('p-4 sm:p-5', className)}>{children}</div>
    </div>
  );
}

/** A labelled example cell ("Padrão", "Foco", "Erro" …). */
export function Specimen({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-2', className)}>
      <span className="text-[11px] font-semibold tracking-wider text-subtle-foreground uppercase">{label}</span>
      {children}
    </div>
  );
}

/** Classes that imitate hover and focus, so those states can be seen without a pointer. */
export const forcedFocus = 'ring-2 ring-ring ring-offset-2 ring-offset-background';
export const forcedFieldFocus = 'border-primary ring-4 ring-primary/15';
