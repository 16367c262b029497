import { BookOpenCheck, TriangleAlert } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import type { TReadabilityReport } from '../../hooks/use-readability';

const BAR = { 0: 'bg-success', 1: 'bg-warning', 2: 'bg-danger' } as const;
const TEXT = { 0: 'text-success-soft-foreground', 1: 'text-warning-soft-foreground', 2: 'text-danger-soft-foreground' } as const;
const BOX = { 0: 'bg-success-soft/60', 1: 'bg-warning-soft/70', 2: 'bg-danger-soft/70' } as const;

function tip(r: TReadabilityReport): string {
  if (r.warningLevel === 0)
    return r.score >= 80 ? 'Ótimo! Seus clientes entendem essa resposta de primeira.' : 'Boa resposta: clara para a maioria dos clientes.';
  const long =
    r.wordsPerSentence > 15
      ? ` Suas frases têm em média ${String(r.wordsPerSentence).replace('.', ',')} palavras; tente dividir em frases menores.`
      : '';
  return r.warningLevel === 2
    ? `Difícil de entender no celular.${long || ' Use frases curtas e palavras do dia a dia.'}`
    : `Dá para simplificar.${long || ' Prefira palavras mais curtas e conhecidas.'}`;
}

/** The readability level of docs/spec.md §5, shown while the owner types the answer. */
export function ReadabilityMeter({ report, id }: { report: TReadabilityReport | null; id?: string }) {
  if (!report) {
    return (
      <p id={id} className="text-[13px] text-muted-foreground" data-testid="readability-meter" data-level="empty">
        Escreva a resposta para ver se ela está fácil de entender.
      </p>
    );
  }
  const w = report.warningLevel;
  const Icon = w === 0 ? BookOpenCheck : TriangleAlert;
  return (
    <div id={id} className={cn('rounded-xl p-3', BOX[w])} data-testid="readability-meter" data-level={report.level} aria-live="polite">
      <div className="flex items-center gap-2">
        <Icon className={cn('size-4 shrink-0', TEXT[w])} aria-hidden />
        <p className={cn('text-sm font-semibold', TEXT[w])}>
          Leitura: <span data-testid="readability-label">{report.label}</span>
        </p>
        <span className="ml-auto text-xs font-medium text-muted-foreground">{Math.round(report.score)} de 100</span>
      </div>
      <div
        className="mt-2 h-1.5 overflow-hidden rounded-full bg-surface/80"
        role="meter"
        aria-label="Facilidade de leitura"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(report.score)}
      >
        <div className={cn('h-full rounded-full transition-all', BAR[w])} style={{ width: `${Math.max(4, report.score)}%` }} />
      </div>
      <p className="mt-2 text-[13px] leading-5 text-foreground/80">{tip(report)}</p>
    </div>
  );
}
