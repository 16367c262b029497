import type { ReactNode } from 'react';

/** One "label: value" line of a connection card. */
export function StatusRow({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:gap-3">
      <dt className="shrink-0 text-[13px] text-muted-foreground sm:w-44">{label}</dt>
      <dd className="min-w-0 text-sm font-medium break-words text-foreground" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
