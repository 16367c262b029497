import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Pill, type PillType } from '@/components/ui/pill';
import type { TFaq } from '../../api/faq-types';

const TONE: Record<0 | 1 | 2, PillType> = { 0: 'success', 1: 'warning', 2: 'error' };

export function FaqCard({
  faq,
  serviceTitle,
  onEdit,
  onDelete,
}: {
  faq: TFaq;
  serviceTitle?: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <article className="rounded-2xl border border-border bg-surface p-4 shadow-xs sm:p-5" data-testid="faq-card">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h3 className="text-[15px] leading-6 font-semibold text-foreground">{faq.question}</h3>
          <p className="mt-1 line-clamp-3 text-sm leading-6 whitespace-pre-line text-muted-foreground">{faq.answer}</p>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button variant="ghost" size="sm" iconOnly aria-label={`Editar: ${faq.question}`} onClick={onEdit}>
            <Pencil />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            aria-label={`Excluir: ${faq.question}`}
            onClick={onDelete}
            className="text-danger hover:text-danger"
          >
            <Trash2 />
          </Button>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-1.5">
        {faq.readability ? (
          <Pill size="sm" dot type={TONE[faq.readability.warningLevel]}>
            Leitura: {faq.readability.label}
          </Pill>
        ) : null}
        {serviceTitle ? <Pill size="sm">{serviceTitle}</Pill> : null}
      </div>
    </article>
  );
}
