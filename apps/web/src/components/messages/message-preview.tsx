import { useEffect, useState } from 'react';
import { Eye } from 'lucide-react';
import { Select } from '@/components/ui/select';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { errorMessage } from '@/lib/http/errors';
import { useQuery } from '@tanstack/react-query';
import type { TClientPageDto } from '@agenda/shared/schemas/clients';
import { http } from '@/lib/http/client';

interface Props {
  companyId: string;
  content: string;
  /** The API's preview call, e.g. `/user/{company}/automations/preview` ({client_id, content} → {content}). */
  endpoint: string;
}

/** The first clients of the company (by name) to preview a message on. */
function useClientOptions(companyId: string) {
  return useQuery({
    queryKey: ['message-preview', 'clients', companyId],
    queryFn: async () => (await http.get<TClientPageDto>(`/user/${companyId}/clients`, { params: { limit: 20 } })).data.clients,
    staleTime: 30_000,
  });
}

/** The message as a real client of the company would get it (its variables filled in), updated as the text changes. */
export function MessagePreview({ companyId, content, endpoint }: Props) {
  const clients = useClientOptions(companyId);
  const [clientId, setClientId] = useState<string>('');
  const [preview, setPreview] = useState<{ text: string; error?: boolean } | null>(null);
  const text = useDebouncedValue(content, 300);
  const chosen = clientId || clients.data?.[0]?.id || '';

  useEffect(() => {
    if (!chosen || !text.trim()) return setPreview(null);
    let live = true;
    http
      .post<{ content: string }>(endpoint, { client_id: chosen, content: text })
      .then(({ data }) => live && setPreview({ text: data.content }))
      .catch((e: unknown) => live && setPreview({ text: errorMessage(e), error: true }));
    return () => {
      live = false;
    };
  }, [endpoint, chosen, text]);

  return (
    <section className="flex flex-col gap-2 rounded-xl border border-border bg-muted/40 p-3" aria-label="Pré-visualização">
      <div className="flex items-center gap-2 text-sm font-semibold text-foreground">
        <Eye className="size-4" aria-hidden /> Pré-visualização
      </div>
      {clients.data?.length ? (
        <Select
          aria-label="Cliente da pré-visualização"
          value={chosen}
          onValueChange={setClientId}
          options={clients.data.map((c) => ({ value: c.id, label: c.name }))}
        />
      ) : (
        <p className="text-sm text-muted-foreground">Cadastre um cliente para ver a mensagem como ele vai receber.</p>
      )}
      {preview ? (
        <p
          className={
            preview.error ? 'text-sm text-error' : 'whitespace-pre-wrap rounded-lg bg-surface p-3 text-sm text-foreground shadow-xs'
          }
          data-testid="message-preview"
        >
          {preview.text}
        </p>
      ) : chosen ? (
        <p className="text-sm text-muted-foreground">Escreva a mensagem para ver como ela fica.</p>
      ) : null}
    </section>
  );
}
