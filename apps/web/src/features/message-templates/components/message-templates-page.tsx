import { useState } from 'react';
import { MessageSquareText, Pencil, Plus, Trash2 } from 'lucide-react';
import type { TMessageTemplateDto } from '@agenda/shared/message-template';
import { Button } from '@/components/ui/button';
import { QueryList } from '@/components/ui/query-list';
import { EmptyState } from '@/components/ui/empty-state';
import { useSelectedCompany } from '@/stores/company-store';
import { toast } from '@/stores/toast-store';
import { useChangeMessageTemplate, useMessageTemplates } from '../api/message-templates';
import { TemplateFormModal } from './template-form-modal';

/** /app/mensagens: the company's saved texts with variables, used in the chats, automations and scheduled messages. */
export function MessageTemplatesPage() {
  const company = useSelectedCompany();
  const companyId = company?.id ? String(company.id) : null;
  const list = useMessageTemplates(companyId);
  const change = useChangeMessageTemplate(companyId ?? '');
  const [editing, setEditing] = useState<TMessageTemplateDto | 'new' | null>(null);

  const remove = (t: TMessageTemplateDto) =>
    change.mutate({ id: t.id, remove: true }, { onSuccess: () => toast.success(`Modelo "${t.title}" excluído.`) });

  return (
    <div className="mx-auto w-full max-w-3xl p-4 sm:p-6" data-testid="message-templates-page">
      <header className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-foreground">Mensagens</h1>
          <p className="text-sm text-muted-foreground">
            Textos prontos da empresa, com variáveis como o nome do cliente, para usar nas conversas e nas mensagens agendadas.
          </p>
        </div>
        <Button leftIcon={<Plus />} onClick={() => setEditing('new')} disabled={!companyId} className="shrink-0">
          Novo modelo
        </Button>
      </header>
      <QueryList
        query={list}
        errorTitle="Não foi possível carregar os modelos"
        empty={
          <EmptyState
            variant="inline"
            icon={MessageSquareText}
            title="Nenhum modelo ainda"
            description="Crie textos que você envia sempre — boas-vindas, agradecimento, retorno — e reutilize com um clique."
          />
        }
      >
        {(items) =>
          items.map((t) => (
            <li
              key={t.id}
              className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-3 shadow-xs"
              data-testid="message-template"
            >
              <span className="font-semibold text-foreground">{t.title}</span>
              <p className="whitespace-pre-wrap text-sm text-foreground">{t.content}</p>
              <div className="flex gap-2">
                <Button size="sm" variant="outline" leftIcon={<Pencil />} onClick={() => setEditing(t)}>
                  Editar
                </Button>
                <Button size="sm" variant="outline" leftIcon={<Trash2 />} onClick={() => remove(t)}>
                  Excluir
                </Button>
              </div>
            </li>
          ))
        }
      </QueryList>
      {editing && companyId ? (
        <TemplateFormModal
          companyId={companyId}
          template={editing === 'new' ? null : editing}
          saving={change.isPending}
          onClose={() => setEditing(null)}
          onSave={(body) =>
            change.mutate(
              { id: editing === 'new' ? undefined : editing.id, body },
              {
                onSuccess: () => {
                  toast.success('Modelo salvo.');
                  setEditing(null);
                },
              },
            )
          }
        />
      ) : null}
    </div>
  );
}
