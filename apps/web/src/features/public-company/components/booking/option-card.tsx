import type { ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';

/** A big tappable choice (service, professional). */
export function OptionCard({
  selected,
  onClick,
  children,
  leading,
  testId,
}: {
  selected?: boolean;
  onClick: () => void;
  children: ReactNode;
  leading?: ReactNode;
  testId?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={selected}
      data-testid={testId}
      // Plain class strings (no cn/tailwind-merge): the booking page's first load stays light (issue 17).
      className={`flex min-h-16 w-full items-center gap-3 rounded-2xl border bg-surface p-4 text-left shadow-xs transition-colors focus-visible:outline-2 focus-visible:outline-ring ${
        selected ? 'border-primary ring-2 ring-primary/20' : 'border-border hover:border-primary/50 hover:bg-primary-soft/30'
      }`}
    >
      {leading}
      <span className="min-w-0 flex-1">{children}</span>
      <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden />
    </button>
  );
}
