import { Slot, Slottable } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';
import { Spinner } from './loader';
import { focusRing } from './ui-classes';

const buttonVariants = cva(
  [
    'relative inline-flex shrink-0 select-none items-center justify-center gap-2 whitespace-nowrap font-medium',
    'transition-[background-color,border-color,color,box-shadow,transform] duration-150 active:translate-y-px',
    'disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55',
    '[&_svg]:pointer-events-none [&_svg]:shrink-0',
    focusRing,
  ],
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover hover:shadow-brand active:bg-primary-hover',
        secondary: 'bg-primary-soft text-primary-soft-foreground hover:bg-brand-100 dark:hover:bg-brand-500/25',
        outline:
          'border border-border-strong bg-surface text-foreground shadow-xs hover:border-ink-400 hover:bg-surface-muted dark:hover:border-ink-600',
        ghost: 'text-foreground hover:bg-surface-muted',
        // Solid red stays red-600/700 in both themes so white text keeps its contrast.
        danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700 dark:hover:bg-red-500',
        link: 'h-auto px-0 text-primary underline-offset-4 hover:underline active:translate-y-0',
      },
      size: {
        sm: 'h-9 rounded-md px-3 text-[13px] pointer-coarse:min-h-11 [&_svg]:size-4',
        md: 'h-11 rounded-lg px-4 text-sm sm:h-10 [&_svg]:size-4',
        lg: 'h-12 rounded-xl px-6 text-base [&_svg]:size-5',
      },
      iconOnly: { true: 'px-0', false: '' },
      fullWidth: { true: 'w-full', false: '' },
    },
    compoundVariants: [
      { iconOnly: true, size: 'sm', className: 'w-9 pointer-coarse:min-w-11' },
      { iconOnly: true, size: 'md', className: 'w-11 sm:w-10' },
      { iconOnly: true, size: 'lg', className: 'w-12' },
      { variant: 'link', className: 'h-auto min-h-0 px-0' },
    ],
    defaultVariants: { variant: 'primary', size: 'md', iconOnly: false, fullWidth: false },
  },
);

export type ButtonVariant = NonNullable<VariantProps<typeof buttonVariants>['variant']>;
type ButtonSize = NonNullable<VariantProps<typeof buttonVariants>['size']>;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, disables the button and sets aria-busy. */
  loading?: boolean;
  /** Icon before the text (replaced by the spinner while loading). */
  leftIcon?: ReactNode;
  /** Icon after the text. */
  rightIcon?: ReactNode;
  /** Square button holding only an icon; give it an aria-label. */
  iconOnly?: boolean;
  fullWidth?: boolean;
  /** Renders the single child (e.g. a router <Link>) with the button's look. */
  asChild?: boolean;
}

export function Button({
  variant,
  size,
  loading = false,
  leftIcon,
  rightIcon,
  iconOnly,
  fullWidth,
  asChild = false,
  disabled,
  className,
  children,
  type,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  const isDisabled = disabled || loading;
  const spinner = <Spinner size={size === 'lg' ? 'md' : 'sm'} label={null} />;

  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? 'primary'}
      className={cn(buttonVariants({ variant, size, iconOnly, fullWidth }), className)}
      aria-busy={loading || undefined}
      {...(asChild
        ? { 'aria-disabled': isDisabled || undefined, tabIndex: isDisabled ? -1 : undefined }
        : { type: type ?? 'button', disabled: isDisabled })}
      {...props}
    >
      {loading ? spinner : leftIcon}
      {asChild ? <Slottable>{children}</Slottable> : iconOnly && loading ? null : children}
      {rightIcon}
      {loading ? <span className="sr-only">Carregando…</span> : null}
    </Comp>
  );
}
