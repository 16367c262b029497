import { Z_INDEX } from '@agenda/shared/ui';
import { Button } from '@/components/ui/button';
import { Toast } from '@/components/ui/toast';
import { useToastStore } from '@/stores/toast-store';

/** Renders the toast store: hover pauses, leaving resumes, a click removes non-error toasts. */
export function ToastArea() {
  const toasts = useToastStore((s) => s.toasts);
  const { click, pause, resume, remove } = useToastStore.getState();
  return (
    // On a phone the toasts rise from the bottom, so they never cover the page heading (issue 16).
    <div
      role="region"
      aria-label="Notificações"
      style={{ zIndex: Z_INDEX.toast }}
      className="pointer-events-none fixed inset-x-3 bottom-3 flex flex-col-reverse items-center gap-2 sm:inset-x-auto sm:bottom-auto sm:right-4 sm:top-4 sm:w-96 sm:flex-col sm:items-end"
    >
      {toasts.map((t) => (
        <div key={t.id} data-testid="toast" data-type={t.type} className="w-full max-w-sm">
          <Toast
            type={t.type}
            title={t.title}
            message={t.message}
            shaking={t.shaking}
            onClick={() => click(t.id)}
            onMouseEnter={() => pause(t.id)}
            onMouseLeave={() => resume(t.id)}
            onClose={() => remove(t.id)}
            action={
              t.action ? (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={(e) => {
                    e.stopPropagation();
                    remove(t.id);
                    t.action!.onClick();
                  }}
                >
                  {t.action.label}
                </Button>
              ) : undefined
            }
          />
        </div>
      ))}
    </div>
  );
}
