import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';

interface Props {
  index: number;
  total: number;
  title: string;
  description?: ReactNode;
  onBack?: () => void;
  children: ReactNode;
}

/** One step of the booking: progress, title, back. */
export function StepShell({ index, total, title, description, onBack, children }: Props) {
  return (
    <section aria-labelledby="step-title" className="flex flex-col gap-4" data-testid="booking-step">
      <div className="flex items-center gap-3">
        {onBack ? (
          <button
            type="button"
            onClick={onBack}
            aria-label="Voltar"
            className="-ml-2 flex size-11 shrink-0 items-center justify-center rounded-lg text-muted-foreground hover:bg-surface-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <ArrowLeft className="size-5" aria-hidden />
          </button>
        ) : null}
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold uppercase tracking-wide text-primary">
            Passo {index} de {total}
          </p>
          <h1 id="step-title" className="text-xl font-bold tracking-tight text-foreground sm:text-2xl">
            {title}
          </h1>
        </div>
      </div>
      <div className="flex gap-1" aria-hidden>
        {Array.from({ length: total }, (_, i) => (
          <span key={i} className={`h-1 flex-1 rounded-full ${i < index ? 'bg-primary' : 'bg-surface-muted'}`} />
        ))}
      </div>
      {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      {children}
    </section>
  );
}
