import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';
import { focusRing } from './ui-classes';

const sizes = {
  sm: 'sm:max-w-sm',
  md: 'sm:max-w-lg',
  lg: 'sm:max-w-2xl',
  xl: 'sm:max-w-4xl',
  full: 'sm:max-w-none sm:w-[calc(100vw-2rem)] sm:h-[calc(100dvh-2rem)] sm:max-h-none',
} as const;

type ModalSize = keyof typeof sizes;

export interface ModalProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the modal (rendered through Radix `asChild`). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Icon shown in a tinted tile before the title. */
  icon?: ReactNode;
  children?: ReactNode;
  /** Buttons row; on phones it stacks with the first button at the bottom. */
  footer?: ReactNode;
  size?: ModalSize;
  hideClose?: boolean;
  /** Default true: a click on the dimmed backdrop closes. */
  closeOnOverlayClick?: boolean;
  /** Default true: Escape closes. */
  closeOnEscape?: boolean;
  className?: string;
  bodyClassName?: string;
}

/** Centered dialog on larger screens; a full-width bottom sheet on phones. */
export function Modal({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  icon,
  children,
  footer,
  size = 'md',
  hideClose = false,
  closeOnOverlayClick = true,
  closeOnEscape = true,
  className,
  bodyClassName,
}: ModalProps) {
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          data-slot="modal-overlay"
          className="fixed inset-0 z-modal bg-overlay backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
        />
        <DialogPrimitive.Content
          data-slot="modal"
          {...(description ? {} : { 'aria-describedby': undefined })}
          onPointerDownOutside={(event) => {
            if (!closeOnOverlayClick) event.preventDefault();
          }}
          onEscapeKeyDown={(event) => {
            if (!closeOnEscape) event.preventDefault();
          }}
          className={cn(
            'fixed z-modal flex flex-col bg-surface text-foreground shadow-xl outline-none',
            // phones: bottom sheet
            'inset-x-0 bottom-0 max-h-[92dvh] rounded-t-3xl border-t border-border data-[state=open]:animate-sheet-up',
            // tablets and up: centered card
            'sm:inset-x-auto sm:bottom-auto sm:top-1/2 sm:left-1/2 sm:w-[calc(100vw-2rem)] sm:max-h-[calc(100dvh-4rem)] sm:-translate-x-1/2 sm:-translate-y-1/2',
            'sm:rounded-2xl sm:border sm:data-[state=open]:animate-scale-in sm:data-[state=closed]:animate-scale-out',
            sizes[size],
            className,
          )}
        >
          <div aria-hidden="true" className="mx-auto mt-2.5 h-1.5 w-10 shrink-0 rounded-full bg-border-strong sm:hidden" />
          <div className="flex shrink-0 items-start gap-3 px-5 pt-4 pb-3 sm:px-6 sm:pt-6">
            {icon ? (
              <div className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground [&_svg]:size-5">
                {icon}
              </div>
            ) : null}
            <div className="min-w-0 flex-1 pt-0.5">
              <DialogPrimitive.Title className="text-lg leading-6 font-semibold tracking-tight text-balance">{title}</DialogPrimitive.Title>
              {description ? (
                <DialogPrimitive.Description className="mt-1 text-sm leading-5 text-muted-foreground text-pretty">
                  {description}
                </DialogPrimitive.Description>
              ) : null}
            </div>
            {hideClose ? null : (
              <DialogPrimitive.Close
                aria-label="Fechar"
                className={cn(
                  '-mt-1 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-surface-muted hover:text-foreground',
                  focusRing,
                )}
              >
                <X className="size-5" aria-hidden="true" />
              </DialogPrimitive.Close>
            )}
          </div>
          {children ? (
            <div className={cn('min-h-0 flex-1 overflow-y-auto px-5 pb-5 sm:px-6 sm:pb-6', bodyClassName)}>{children}</div>
          ) : null}
          {footer ? (
            <div className="flex shrink-0 flex-col-reverse gap-2 border-t border-border bg-surface-sunken/60 px-5 py-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:flex-row sm:justify-end sm:rounded-b-2xl sm:px-6 sm:pb-4 max-sm:[&>*]:w-full">
              {footer}
            </div>
          ) : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Wraps a button so it closes the surrounding Modal or Drawer. */
export function ModalClose({ children }: { children: ReactNode }) {
  return <DialogPrimitive.Close asChild>{children}</DialogPrimitive.Close>;
}
