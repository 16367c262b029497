import * as SwitchPrimitive from '@radix-ui/react-switch';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from './cn';
import { Label } from './label';
import { focusRing } from './ui-classes';

export interface SwitchProps extends ComponentProps<typeof SwitchPrimitive.Root> {
  label?: ReactNode;
  description?: ReactNode;
  size?: 'sm' | 'md';
  containerClassName?: string;
}

export function Switch({ id: idProp, label, description, size = 'md', className, containerClassName, ...props }: SwitchProps) {
  const auto = useId();
  const id = idProp ?? `switch-${auto.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const control = (
    <SwitchPrimitive.Root
      id={id}
      aria-describedby={description ? `${id}-description` : undefined}
      className={cn(
        'peer relative inline-flex shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors duration-200',
        'bg-ink-300 data-[state=checked]:bg-primary dark:bg-ink-700 dark:data-[state=checked]:bg-primary',
        'disabled:cursor-not-allowed disabled:opacity-50',
        // 44 px touch area around the small track
        'before:absolute before:-inset-x-1.5 before:-inset-y-2.5 before:content-[""]',
        size === 'md' ? 'h-6 w-11' : 'h-5 w-9',
        focusRing,
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb
        className={cn(
          'pointer-events-none block rounded-full bg-white shadow-sm ring-0 transition-transform duration-200',
          size === 'md' ? 'size-5 data-[state=checked]:translate-x-5' : 'size-4 data-[state=checked]:translate-x-4',
        )}
      />
    </SwitchPrimitive.Root>
  );
  if (!label) return control;
  return (
    <div className={cn('flex items-start justify-between gap-4', containerClassName)}>
      <div className="flex min-w-0 flex-col gap-0.5">
        <Label htmlFor={id} className="cursor-pointer">
          {label}
        </Label>
        {description ? (
          <p id={`${id}-description`} className="text-[13px] leading-5 text-muted-foreground">
            {description}
          </p>
        ) : null}
      </div>
      <div className="pt-0.5">{control}</div>
    </div>
  );
}
