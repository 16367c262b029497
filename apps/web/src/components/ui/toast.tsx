import type { TToastType } from '@agenda/shared/toast';
import { CircleCheck, CircleX, Info, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import type { MouseEventHandler, ReactNode } from 'react';
import { cn } from './cn';
import { focusRing } from './ui-classes';

export type ToastType = TToastType;

const styles: Record<ToastType, { icon: LucideIcon; tile: string; bar: string; label: string }> = {
  success: { icon: CircleCheck, tile: 'bg-success-soft text-success', bar: 'bg-success', label: 'Sucesso' },
  info: { icon: Info, tile: 'bg-info-soft text-info', bar: 'bg-info', label: 'Informação' },
  warning: { icon: TriangleAlert, tile: 'bg-warning-soft text-warning', bar: 'bg-warning', label: 'Atenção' },
  error: { icon: CircleX, tile: 'bg-danger-soft text-danger', bar: 'bg-danger', label: 'Erro' },
};

export interface ToastProps {
  type?: ToastType;
  title?: ReactNode;
  message: ReactNode;
  /** Plays a 1 s shake (a repeated message, docs/spec.md §4 "Toasts"). */
  shaking?: boolean;
  /** Shows the close button when given. */
  onClose?: () => void;
  onClick?: MouseEventHandler<HTMLDivElement>;
  onMouseEnter?: MouseEventHandler<HTMLDivElement>;
  onMouseLeave?: MouseEventHandler<HTMLDivElement>;
  /** Optional action, e.g. a small link button. */
  action?: ReactNode;
  className?: string;
}

/** One toast card. Timing, stacking and removal belong to the toast store and area. */
export function Toast({
  type = 'info',
  title,
  message,
  shaking = false,
  onClose,
  onClick,
  onMouseEnter,
  onMouseLeave,
  action,
  className,
}: ToastProps) {
  const { icon: Icon, tile, bar, label } = styles[type];
  return (
    <div
      role={type === 'error' ? 'alert' : 'status'}
      aria-live={type === 'error' ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-slot="toast"
      data-type={type}
      data-shaking={shaking ? '' : undefined}
      onClick={onClick}
      onMouseEnter={onMouseEnter}
      onMouseLeave={onMouseLeave}
      className={cn(
        'pointer-events-auto relative flex w-full max-w-sm items-start gap-3 overflow-hidden rounded-xl border border-border bg-surface py-3 pr-2 pl-4 text-foreground shadow-lg',
        shaking ? 'animate-shake' : 'motion-safe:animate-toast-in',
        onClick && type !== 'error' && 'cursor-pointer',
        className,
      )}
    >
      <span aria-hidden="true" className={cn('absolute inset-y-0 left-0 w-1', bar)} />
      <span className={cn('mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg', tile)}>
        <Icon aria-hidden="true" className="size-[18px]" />
      </span>
      <div className="min-w-0 flex-1 py-0.5">
        <span className="sr-only">{label}: </span>
        {title ? <p className="text-sm leading-5 font-semibold">{title}</p> : null}
        <p className={cn('text-sm leading-5 break-words', title ? 'text-muted-foreground' : 'font-medium')}>{message}</p>
        {action ? <div className="mt-2">{action}</div> : null}
      </div>
      {onClose ? (
        <button
          type="button"
          aria-label="Fechar notificação"
          onClick={(event) => {
            event.stopPropagation();
            onClose();
          }}
          className={cn(
            'inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-surface-muted hover:text-foreground',
            focusRing,
          )}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
