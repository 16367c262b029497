import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { Check, Minus } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from './cn';
import { fieldErrorMessage, type FieldError } from './field';
import { Label } from './label';
import { focusRing } from './ui-classes';

export interface CheckboxProps extends ComponentProps<typeof CheckboxPrimitive.Root> {
  label?: ReactNode;
  description?: ReactNode;
  error?: FieldError;
  containerClassName?: string;
}

export function Checkbox({ id: idProp, label, description, error, className, containerClassName, ...props }: CheckboxProps) {
  const auto = useId();
  const id = idProp ?? `checkbox-${auto.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const message = fieldErrorMessage(error);
  const box = (
    <CheckboxPrimitive.Root
      id={id}
      aria-invalid={message ? true : undefined}
      aria-describedby={[description && `${id}-description`, message && `${id}-error`].filter(Boolean).join(' ') || undefined}
      className={cn(
        'peer relative flex size-5 shrink-0 items-center justify-center rounded-md border border-input bg-surface shadow-xs transition-colors',
        'hover:border-border-strong data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
        'data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary data-[state=indeterminate]:text-primary-foreground',
        'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger',
        'before:absolute before:-inset-3 before:content-[""]',
        focusRing,
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="flex items-center justify-center">
        {props.checked === 'indeterminate' ? (
          <Minus className="size-3.5" strokeWidth={3} aria-hidden="true" />
        ) : (
          <Check className="size-3.5" strokeWidth={3} aria-hidden="true" />
        )}
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
  if (!label) return box;
  return (
    <div className={cn('flex items-start gap-3', containerClassName)}>
      <div className="flex h-5 items-center">{box}</div>
      <div className="flex min-w-0 flex-col gap-0.5">
        <Label htmlFor={id} error={Boolean(message)} className="cursor-pointer leading-5 font-normal">
          {label}
        </Label>
        {description ? (
          <p id={`${id}-description`} className="text-[13px] leading-5 text-muted-foreground">
            {description}
          </p>
        ) : null}
        {message ? (
          <p id={`${id}-error`} className="text-[13px] leading-5 font-medium text-danger">
            {message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
