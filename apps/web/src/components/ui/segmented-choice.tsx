import { cn } from '@/components/ui/cn';

interface Props<T extends string> {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
  className?: string;
  /** Stretch the options over the whole width. */
  fill?: boolean;
}

/** A small radio group drawn as a segmented control (44 px targets on touch screens). */
export function SegmentedChoice<T extends string>({ label, value, options, onChange, className, fill }: Props<T>) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={cn('inline-flex rounded-lg bg-surface-muted p-1 ring-1 ring-inset ring-border/60', fill && 'flex w-full', className)}
    >
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="radio"
          aria-checked={value === o.value}
          onClick={() => onChange(o.value)}
          className={cn(
            'h-10 min-w-0 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors sm:h-9 focus-visible:outline-2 focus-visible:outline-ring',
            fill && 'flex-1',
            value === o.value ? 'bg-surface text-foreground shadow-sm dark:bg-ink-700' : 'hover:text-foreground',
          )}
        >
          <span className="block truncate">{o.label}</span>
        </button>
      ))}
    </div>
  );
}
