import { DRAWER_SCROLL_END_TOLERANCE_PX, type TDrawerPosition } from '@agenda/shared/ui';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Maximize2, Minimize2, X } from 'lucide-react';
import { useRef, useState, type ReactNode, type UIEvent } from 'react';
import { cn } from './cn';
import { focusRing } from './ui-classes';

export type DrawerPosition = TDrawerPosition;

/** True when `el` is scrolled to within `tolerance` px of its end. */
export function isScrolledToEnd(
  el: Pick<HTMLElement, 'scrollTop' | 'scrollHeight' | 'clientHeight'>,
  tolerance: number = DRAWER_SCROLL_END_TOLERANCE_PX,
): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= tolerance;
}

const sideSizes = { sm: 'sm:max-w-sm', md: 'sm:max-w-md', lg: 'sm:max-w-2xl', xl: 'sm:max-w-4xl' } as const;
type DrawerSize = keyof typeof sideSizes;

const positionClasses: Record<DrawerPosition, string> = {
  right: 'inset-y-0 right-0 w-full sm:inset-y-2 sm:right-2 sm:w-[calc(100vw-1rem)] sm:rounded-2xl data-[state=open]:animate-slide-in-right',
  left: 'inset-y-0 left-0 w-full sm:inset-y-2 sm:left-2 sm:w-[calc(100vw-1rem)] sm:rounded-2xl data-[state=open]:animate-slide-in-left',
  top: 'inset-x-0 top-0 max-h-[85dvh] rounded-b-3xl data-[state=open]:animate-slide-in-top',
  bottom: 'inset-x-0 bottom-0 max-h-[85dvh] rounded-t-3xl pb-[env(safe-area-inset-bottom)] data-[state=open]:animate-slide-in-bottom',
};

const fullClasses: Record<DrawerPosition, string> = {
  right: 'sm:max-w-none',
  left: 'sm:max-w-none',
  top: 'h-dvh max-h-none rounded-none',
  bottom: 'h-dvh max-h-none rounded-none',
};

export interface DrawerProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  position?: DrawerPosition;
  /** Width for left/right drawers. */
  size?: DrawerSize;
  /** Escape does nothing when true. */
  disableEscape?: boolean;
  /** Default true: a click outside closes. */
  closeOnOutsideClick?: boolean;
  /** Shows a button that toggles full width (or full height for top/bottom). */
  allowFullWidth?: boolean;
  defaultFullWidth?: boolean;
  onFullWidthChange?: (full: boolean) => void;
  /** Fired when the body is scrolled to its end (5 px tolerance), e.g. to load more. */
  onScrollEnd?: () => void;
  /** Default 100 (docs/spec.md §9). */
  zIndex?: number;
  hideClose?: boolean;
  className?: string;
  bodyClassName?: string;
}

export function Drawer({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  position = 'right',
  size = 'md',
  disableEscape = false,
  closeOnOutsideClick = true,
  allowFullWidth = false,
  defaultFullWidth = false,
  onFullWidthChange,
  onScrollEnd,
  zIndex,
  hideClose = false,
  className,
  bodyClassName,
}: DrawerProps) {
  const [full, setFull] = useState(defaultFullWidth);
  const atEnd = useRef(false);
  const layer = zIndex === undefined ? undefined : { zIndex };
  const horizontal = position === 'left' || position === 'right';

  const handleScroll = (event: UIEvent<HTMLDivElement>) => {
    const reached = isScrolledToEnd(event.currentTarget);
    // Fire once per arrival at the end, not on every scroll event while there.
    if (reached && !atEnd.current) onScrollEnd?.();
    atEnd.current = reached;
  };

  const toggleFull = () => {
    const next = !full;
    setFull(next);
    onFullWidthChange?.(next);
  };

  const iconButton = cn(
    'inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-surface-muted hover:text-foreground',
    focusRing,
  );

  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          data-slot="drawer-overlay"
          style={layer}
          className="fixed inset-0 z-drawer bg-overlay backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
        />
        <DialogPrimitive.Content
          data-slot="drawer"
          data-position={position}
          data-full={full ? '' : undefined}
          style={layer}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onEscapeKeyDown={(event) => {
            if (disableEscape) event.preventDefault();
          }}
          onInteractOutside={(event) => {
            if (!closeOnOutsideClick) event.preventDefault();
          }}
          className={cn(
            'fixed z-drawer flex flex-col border-border bg-surface text-foreground shadow-xl outline-none transition-[max-width,height] duration-300',
            horizontal ? 'sm:border' : position === 'top' ? 'border-b' : 'border-t',
            positionClasses[position],
            horizontal && sideSizes[size],
            full && fullClasses[position],
            className,
          )}
        >
          {position === 'bottom' ? (
            <div aria-hidden="true" className="mx-auto mt-2.5 h-1.5 w-10 shrink-0 rounded-full bg-border-strong" />
          ) : null}
          <div className="flex shrink-0 items-start gap-2 border-b border-border px-5 py-4 sm:px-6">
            <div className="min-w-0 flex-1 pt-1.5">
              <DialogPrimitive.Title className="text-lg leading-6 font-semibold tracking-tight">{title}</DialogPrimitive.Title>
              {description ? (
                <DialogPrimitive.Description className="mt-1 text-sm text-muted-foreground">{description}</DialogPrimitive.Description>
              ) : null}
            </div>
            {allowFullWidth ? (
              <button
                type="button"
                onClick={toggleFull}
                aria-pressed={full}
                aria-label={full ? 'Recolher' : 'Expandir para tela cheia'}
                title={full ? 'Recolher' : 'Expandir'}
                className={cn(iconButton, 'max-sm:hidden')}
              >
                {full ? <Minimize2 className="size-4" aria-hidden="true" /> : <Maximize2 className="size-4" aria-hidden="true" />}
              </button>
            ) : null}
            {hideClose ? null : (
              <DialogPrimitive.Close aria-label="Fechar" className={cn(iconButton, '-mr-2')}>
                <X className="size-5" aria-hidden="true" />
              </DialogPrimitive.Close>
            )}
          </div>
          <div
            data-slot="drawer-body"
            onScroll={handleScroll}
            className={cn('min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-5 sm:px-6', bodyClassName)}
          >
            {children}
          </div>
          {footer ? (
            <div
              className={cn(
                'flex shrink-0 flex-col-reverse gap-2 border-t border-border bg-surface-sunken/60 px-5 py-4 sm:flex-row sm:justify-end sm:px-6 max-sm:[&>*]:w-full',
                horizontal && 'sm:rounded-b-2xl',
                position === 'top' && !full && 'rounded-b-3xl',
              )}
            >
              {footer}
            </div>
          ) : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
