import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown, ChevronUp } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';
import { describedBy, Field, fieldErrorMessage, useFieldIds, type FieldError } from './field';
import { fieldBox, fieldHeight } from './ui-classes';

interface SelectOption {
  value: string;
  label: ReactNode;
  /** Second line under the label inside the list. */
  hint?: ReactNode;
  icon?: ReactNode;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentProps<typeof SelectPrimitive.Root>, 'children'> {
  id?: string;
  label?: ReactNode;
  description?: ReactNode;
  error?: FieldError;
  placeholder?: string;
  /** The options; or pass <SelectItem> children for groups and separators. */
  options?: SelectOption[];
  children?: ReactNode;
  className?: string;
  containerClassName?: string;
  'aria-label'?: string;
  onBlur?: () => void;
}

export function Select({
  id: idProp,
  label,
  description,
  error,
  placeholder = 'Selecione…',
  options,
  children,
  className,
  containerClassName,
  'aria-label': ariaLabel,
  onBlur,
  ...rootProps
}: SelectProps) {
  const ids = useFieldIds(idProp);
  const hasError = Boolean(fieldErrorMessage(error));

  return (
    <Field {...ids} label={label} description={description} error={error} className={containerClassName}>
      <SelectPrimitive.Root {...rootProps}>
        <SelectPrimitive.Trigger
          id={ids.id}
          aria-label={ariaLabel}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy(ids, Boolean(description), hasError)}
          onBlur={onBlur}
          className={cn(
            fieldBox,
            fieldHeight,
            'flex items-center justify-between gap-2 px-3 text-left data-[placeholder]:text-subtle-foreground',
            'data-[state=open]:border-primary data-[state=open]:ring-4 data-[state=open]:ring-primary/15',
            '[&>span]:truncate',
            className,
          )}
        >
          <SelectPrimitive.Value placeholder={placeholder} />
          <SelectPrimitive.Icon asChild>
            <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          </SelectPrimitive.Icon>
        </SelectPrimitive.Trigger>
        <SelectContent>
          {options?.map((option) => (
            <SelectItem key={option.value} value={option.value} disabled={option.disabled} hint={option.hint} icon={option.icon}>
              {option.label}
            </SelectItem>
          ))}
          {children}
        </SelectContent>
      </SelectPrimitive.Root>
    </Field>
  );
}

function SelectContent({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        position="popper"
        sideOffset={6}
        className={cn(
          'relative z-popover max-h-[min(var(--radix-select-content-available-height),22rem)] min-w-[var(--radix-select-trigger-width)] overflow-hidden',
          'rounded-xl border border-border bg-surface text-foreground shadow-lg',
          'data-[state=open]:animate-scale-in data-[state=closed]:animate-scale-out',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.ScrollUpButton className="flex h-7 items-center justify-center text-muted-foreground">
          <ChevronUp className="size-4" aria-hidden="true" />
        </SelectPrimitive.ScrollUpButton>
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
        <SelectPrimitive.ScrollDownButton className="flex h-7 items-center justify-center text-muted-foreground">
          <ChevronDown className="size-4" aria-hidden="true" />
        </SelectPrimitive.ScrollDownButton>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export interface SelectItemProps extends ComponentProps<typeof SelectPrimitive.Item> {
  hint?: ReactNode;
  icon?: ReactNode;
}

export function SelectItem({ className, children, hint, icon, ...props }: SelectItemProps) {
  return (
    <SelectPrimitive.Item
      className={cn(
        'relative flex min-h-11 cursor-pointer select-none items-center gap-2.5 rounded-lg py-2 pr-9 pl-3 text-base outline-none sm:min-h-9 sm:text-sm',
        'data-[highlighted]:bg-surface-muted data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
        'data-[state=checked]:font-medium',
        className,
      )}
      {...props}
    >
      {icon ? <span className="flex shrink-0 text-muted-foreground [&_svg]:size-4">{icon}</span> : null}
      <span className="flex min-w-0 flex-col">
        <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
        {hint ? <span className="text-xs font-normal text-muted-foreground">{hint}</span> : null}
      </span>
      <SelectPrimitive.ItemIndicator className="absolute right-3 flex items-center text-primary">
        <Check className="size-4" aria-hidden="true" />
      </SelectPrimitive.ItemIndicator>
    </SelectPrimitive.Item>
  );
}

export function SelectGroup(props: ComponentProps<typeof SelectPrimitive.Group>) {
  return <SelectPrimitive.Group {...props} />;
}

export function SelectLabel({ className, ...props }: ComponentProps<typeof SelectPrimitive.Label>) {
  return (
    <SelectPrimitive.Label
      className={cn('px-3 pt-2 pb-1 text-[11px] font-semibold tracking-wide text-muted-foreground uppercase', className)}
      {...props}
    />
  );
}

export function SelectSeparator({ className, ...props }: ComponentProps<typeof SelectPrimitive.Separator>) {
  return <SelectPrimitive.Separator className={cn('-mx-1 my-1 h-px bg-border', className)} {...props} />;
}
