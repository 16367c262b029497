import { Plus } from 'lucide-react';

const FAQ_SUGGESTIONS = [
  'Vocês aceitam Pix e cartão?',
  'Qual é o endereço?',
  'Tem estacionamento?',
  'Preciso chegar com antecedência?',
  'Atendem crianças?',
  'Posso remarcar meu horário?',
] as const;

/** Questions clients often ask: one click starts a new entry with it. */
export function FaqSuggestions({ existing, onPick }: { existing: string[]; onPick: (question: string) => void }) {
  const left = FAQ_SUGGESTIONS.filter((q) => !existing.some((e) => e.trim().toLowerCase() === q.toLowerCase()));
  if (left.length === 0) return null;
  return (
    <section aria-label="Sugestões de perguntas" className="rounded-2xl border border-dashed border-border-strong p-4">
      <p className="text-sm font-medium text-foreground">Perguntas que clientes costumam fazer</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {left.map((q) => (
          <button
            key={q}
            type="button"
            onClick={() => onPick(q)}
            className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-border bg-surface px-3 py-1.5 text-left text-[13px] text-foreground hover:border-primary hover:text-primary"
          >
            <Plus className="size-3.5 shrink-0" aria-hidden />
            {q}
          </button>
        ))}
      </div>
    </section>
  );
}
