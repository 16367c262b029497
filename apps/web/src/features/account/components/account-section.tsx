import type { ReactNode } from 'react';

/** One card of the account page, with its own heading (h2) under the page's h1. */
export function AccountSection({
  title,
  description,
  children,
  tone,
}: {
  title: string;
  description: string;
  children: ReactNode;
  tone?: 'danger';
}) {
  return (
    <section
      aria-label={title}
      className={`rounded-2xl border bg-surface p-4 shadow-xs sm:p-6 ${tone === 'danger' ? 'border-danger/40' : 'border-border'}`}
    >
      <h2 className="text-base font-semibold text-foreground">{title}</h2>
      <p className="mt-1 mb-4 text-sm text-muted-foreground">{description}</p>
      {children}
    </section>
  );
}
