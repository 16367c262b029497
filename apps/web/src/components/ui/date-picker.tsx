import * as PopoverPrimitive from '@radix-ui/react-popover';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { createContext, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { DayPicker, type ChevronProps, type DayButtonProps, type Matcher } from 'react-day-picker';
import { ptBR } from 'react-day-picker/locale';
import { cn } from './cn';
import { brDateToIso, dateToIso, isoToBrDate, isoToDate, maskDate } from './date-utils';
import type { FieldError } from './field';
import { Input } from './input';
import { focusRing } from './ui-classes';

export interface DatePickerProps {
  id?: string;
  name?: string;
  label?: ReactNode;
  description?: ReactNode;
  error?: FieldError;
  /** 'YYYY-MM-DD', or null/'' for no date. */
  value?: string | null;
  defaultValue?: string | null;
  /** Receives 'YYYY-MM-DD', or null while the typed text is empty or not a valid date. */
  onValueChange?: (value: string | null) => void;
  /** Earliest and latest selectable dates, 'YYYY-MM-DD'. */
  min?: string;
  max?: string;
  /** Extra rule for days that cannot be picked. */
  isDateDisabled?: (date: Date) => boolean;
  /** Something small shown on a day, e.g. the number of appointments; numbers get a bubble. */
  renderDayBadge?: (date: Date) => ReactNode;
  /** Called when the calendar shows another month (e.g. to load that month's counts). */
  onMonthChange?: (month: Date) => void;
  disabled?: boolean;
  required?: boolean;
  placeholder?: string;
  className?: string;
  containerClassName?: string;
  onBlur?: () => void;
}

const INVALID_DATE_MESSAGE = 'Data inválida';

export function DatePicker({
  value,
  defaultValue = null,
  onValueChange,
  min,
  max,
  isDateDisabled,
  renderDayBadge,
  onMonthChange,
  error,
  disabled,
  placeholder = 'DD/MM/AAAA',
  onBlur,
  ...inputProps
}: DatePickerProps) {
  const [text, setText] = useState(() => isoToBrDate(value !== undefined ? value : defaultValue));
  const [open, setOpen] = useState(false);
  const [touched, setTouched] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const emitted = useRef(value);

  // Follow a value changed from outside (not one we just emitted).
  useEffect(() => {
    if (value !== undefined && value !== emitted.current) {
      emitted.current = value;
      setText(isoToBrDate(value));
    }
  }, [value]);

  const emit = (next: string | null) => {
    if (next === emitted.current) return;
    emitted.current = next;
    onValueChange?.(next);
  };

  const iso = brDateToIso(text);
  const selected = isoToDate(iso);
  const minDate = isoToDate(min);
  const maxDate = isoToDate(max);
  const outOfRange = Boolean(iso && ((min && iso < min) || (max && iso > max)));
  const ownError = touched && text !== '' && (!iso || outOfRange) ? INVALID_DATE_MESSAGE : undefined;

  const handleText = (raw: string) => {
    const masked = maskDate(raw);
    setText(masked);
    const parsed = brDateToIso(masked);
    emit(parsed && !((min && parsed < min) || (max && parsed > max)) ? parsed : null);
  };

  const pick = (date: Date | undefined) => {
    if (!date) return;
    const next = dateToIso(date);
    setText(isoToBrDate(next));
    setTouched(false);
    emit(next);
    setOpen(false);
    inputRef.current?.focus();
  };

  const disabledMatchers = [
    ...(minDate ? [{ before: minDate }] : []),
    ...(maxDate ? [{ after: maxDate }] : []),
    ...(isDateDisabled ? [isDateDisabled] : []),
  ];

  return (
    <PopoverPrimitive.Root open={open} onOpenChange={setOpen}>
      <Input
        {...inputProps}
        ref={inputRef}
        value={text}
        disabled={disabled}
        placeholder={placeholder}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        error={error || ownError}
        onChange={(event) => handleText(event.target.value)}
        onBlur={() => {
          setTouched(true);
          onBlur?.();
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && event.altKey) setOpen(true);
        }}
        endSlot={
          <PopoverPrimitive.Trigger
            disabled={disabled}
            aria-label="Abrir calendário"
            className={cn(
              'inline-flex size-9 items-center justify-center rounded-md text-muted-foreground transition-colors sm:size-8',
              'hover:bg-surface-muted hover:text-foreground disabled:pointer-events-none disabled:opacity-50',
              focusRing,
            )}
          >
            <CalendarDays className="size-4" aria-hidden="true" />
          </PopoverPrimitive.Trigger>
        }
      />
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          onOpenAutoFocus={(event) => event.preventDefault()}
          className="z-popover rounded-2xl border border-border bg-surface p-3 text-foreground shadow-xl outline-none data-[state=open]:animate-scale-in"
        >
          <Calendar
            selected={selected}
            onSelect={pick}
            disabled={disabledMatchers}
            startMonth={minDate}
            endMonth={maxDate}
            renderDayBadge={renderDayBadge}
            onMonthChange={onMonthChange}
          />
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}

export interface CalendarProps {
  selected?: Date;
  onSelect?: (date: Date | undefined) => void;
  disabled?: Matcher[];
  startMonth?: Date;
  endMonth?: Date;
  renderDayBadge?: (date: Date) => ReactNode;
  onMonthChange?: (month: Date) => void;
  className?: string;
}

/** The month grid alone (pt-BR), usable inline, e.g. beside an agenda. */
export function Calendar({ selected, onSelect, disabled, startMonth, endMonth, renderDayBadge, onMonthChange, className }: CalendarProps) {
  return (
    <DayBadgeContext value={renderDayBadge}>
      <DayPicker
        mode="single"
        locale={ptBR}
        selected={selected}
        onSelect={onSelect}
        defaultMonth={selected}
        disabled={disabled}
        startMonth={startMonth}
        endMonth={endMonth}
        onMonthChange={onMonthChange}
        showOutsideDays
        formatters={{ formatWeekdayName: (date) => WEEKDAYS[date.getDay()] as string }}
        className={cn('w-fit select-none', className)}
        classNames={{
          months: 'relative flex flex-col',
          month: 'flex flex-col gap-3',
          month_caption: 'flex h-10 items-center justify-center px-12',
          caption_label: 'text-[15px] font-semibold capitalize',
          nav: 'absolute inset-x-0 top-0 z-10 flex items-center justify-between',
          button_previous: cn(navButton, focusRing),
          button_next: cn(navButton, focusRing),
          chevron: 'size-4',
          month_grid: 'border-collapse',
          weekdays: '',
          weekday: 'pb-1 text-center text-[11px] font-medium uppercase text-muted-foreground',
          week: '',
          day: 'group/day relative p-0.5 text-center',
          day_button: cn(
            'relative inline-flex size-10 items-center justify-center rounded-lg text-sm tabular-nums transition-colors sm:size-9',
            'hover:bg-surface-muted disabled:pointer-events-none',
            focusRing,
          ),
          today:
            '[&>button]:font-semibold [&>button]:text-primary [&>button]:after:absolute [&>button]:after:bottom-1 [&>button]:after:size-1 [&>button]:after:rounded-full [&>button]:after:bg-primary',
          selected:
            '[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:shadow-sm [&>button]:hover:bg-primary-hover [&>button]:after:bg-primary-foreground',
          // Days of the next or previous month stay readable (AA), set apart by colour alone from this month's ink.
          outside: '[&>button]:text-subtle-foreground',
          disabled: '[&>button]:text-subtle-foreground/50 [&>button]:line-through',
          hidden: 'invisible',
        }}
        components={{ Chevron: CalendarChevron, DayButton: BadgedDayButton }}
      />
    </DayBadgeContext>
  );
}

// Passed through context so the day component keeps a stable identity (and its focus).
const DayBadgeContext = createContext<((date: Date) => ReactNode) | undefined>(undefined);

function CalendarChevron({ orientation, className }: ChevronProps) {
  return orientation === 'left' ? (
    <ChevronLeft className={className} aria-hidden="true" />
  ) : (
    <ChevronRight className={className} aria-hidden="true" />
  );
}

// date-fns writes 'sab' without the accent.
const WEEKDAYS = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'];

const navButton =
  'inline-flex size-10 items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-surface-muted hover:text-foreground disabled:opacity-40 sm:size-9';

function BadgedDayButton({ day, modifiers, children, ...buttonProps }: DayButtonProps) {
  const renderDayBadge = use(DayBadgeContext);
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);

  const badge = renderDayBadge && !modifiers.outside ? renderDayBadge(day.date) : null;
  const hasBadge = badge !== null && badge !== undefined && badge !== false && badge !== 0;

  return (
    <button ref={ref} {...buttonProps}>
      {children}
      {hasBadge ? (
        typeof badge === 'number' || typeof badge === 'string' ? (
          <span
            data-slot="day-badge"
            className={cn(
              'absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full px-1 text-[10px] leading-none font-semibold',
              modifiers.selected ? 'bg-surface text-primary ring-1 ring-primary' : 'bg-accent text-accent-foreground',
            )}
          >
            {badge}
          </span>
        ) : (
          <span data-slot="day-badge" className="absolute -top-0.5 -right-0.5">
            {badge}
          </span>
        )
      ) : null}
    </button>
  );
}
