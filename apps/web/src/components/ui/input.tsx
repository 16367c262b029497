import type { ComponentProps, KeyboardEvent, ReactNode } from 'react';
import { cn } from './cn';
import { describedBy, Field, fieldErrorMessage, useFieldIds, type FieldError } from './field';
import { fieldBox, fieldHeight } from './ui-classes';

export interface InputProps extends Omit<ComponentProps<'input'>, 'size'> {
  label?: ReactNode;
  description?: ReactNode;
  /** `true` shows the default 'Campo obrigatório'; a string shows that text. */
  error?: FieldError;
  /** Fired on Enter without Shift (docs/spec.md §5 "Inputs"). */
  onEnter?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** Decorative icon inside the field, on the left. */
  leftIcon?: ReactNode;
  /** Decorative icon inside the field, on the right. */
  rightIcon?: ReactNode;
  /** Interactive element inside the field, on the right (e.g. a button). */
  endSlot?: ReactNode;
  labelAside?: ReactNode;
  /** Class of the outer wrapper (label + field + texts); `className` goes to the <input>. */
  containerClassName?: string;
}

export function isPlainEnter(event: KeyboardEvent): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing;
}

export function Input({
  id: idProp,
  label,
  description,
  error,
  onEnter,
  onKeyDown,
  leftIcon,
  rightIcon,
  endSlot,
  labelAside,
  className,
  containerClassName,
  'aria-describedby': ariaDescribedBy,
  ref,
  ...props
}: InputProps) {
  const ids = useFieldIds(idProp);
  const hasError = Boolean(fieldErrorMessage(error));
  const hasRight = Boolean(rightIcon || endSlot);

  return (
    <Field {...ids} label={label} description={description} error={error} labelAside={labelAside} className={containerClassName}>
      <div className="relative flex items-center">
        {leftIcon ? (
          <span className="pointer-events-none absolute left-3 flex items-center text-muted-foreground [&_svg]:size-4">{leftIcon}</span>
        ) : null}
        <input
          ref={ref}
          id={ids.id}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy(ids, Boolean(description), hasError, ariaDescribedBy)}
          onKeyDown={(event) => {
            onKeyDown?.(event);
            if (onEnter && isPlainEnter(event)) onEnter(event);
          }}
          className={cn(fieldBox, fieldHeight, 'px-3', leftIcon && 'pl-10', hasRight && 'pr-11', className)}
          {...props}
        />
        {rightIcon ? (
          <span className="pointer-events-none absolute right-3 flex items-center text-muted-foreground [&_svg]:size-4">{rightIcon}</span>
        ) : null}
        {endSlot ? <div className="absolute right-1 flex items-center">{endSlot}</div> : null}
      </div>
    </Field>
  );
}
