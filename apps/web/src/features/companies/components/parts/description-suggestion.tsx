// "Gerar descrição": a text written from the company's name, field, services and hours, shown beside the
// field; "Usar este texto" puts it in the form (saved with the rest, never on its own).
import { useState } from 'react';
import { Sparkles } from 'lucide-react';
import type { TCompanyDescriptionDto } from '@agenda/shared/schemas/company-description';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/http/errors';
import { generateDescription } from '../../api/generate-description';

export function DescriptionSuggestion({ companyId, onUse }: { companyId: string | number; onUse: (text: string) => void }) {
  const [state, setState] = useState<{ loading: boolean; result?: TCompanyDescriptionDto; error?: string }>({ loading: false });
  const run = async () => {
    setState({ loading: true });
    try {
      setState({ loading: false, result: await generateDescription(companyId) });
    } catch (e) {
      setState({ loading: false, error: errorMessage(e) });
    }
  };
  return (
    <div className="mt-2 flex flex-col gap-2">
      <Button
        type="button"
        size="sm"
        variant="outline"
        leftIcon={<Sparkles />}
        loading={state.loading}
        onClick={() => void run()}
        className="self-start"
      >
        Gerar descrição
      </Button>
      {state.error ? (
        <p role="alert" className="text-sm text-danger">
          {state.error}
        </p>
      ) : null}
      {state.result ? (
        <div className="flex flex-col gap-2 rounded-lg border border-border bg-muted/40 p-3 text-sm" aria-live="polite">
          <p className="text-foreground">{state.result.description}</p>
          <span className="text-xs text-muted-foreground">
            {state.result.source === 'ai' ? 'Escrito pela inteligência artificial.' : 'Escrito a partir dos seus serviços e horários.'}
          </span>
          <Button
            type="button"
            size="sm"
            className="self-start"
            onClick={() => {
              onUse(state.result!.description);
              setState({ loading: false });
            }}
          >
            Usar este texto
          </Button>
        </div>
      ) : null}
    </div>
  );
}
