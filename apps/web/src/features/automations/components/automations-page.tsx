import { useState } from 'react';
import { Plus, Zap } from 'lucide-react';
import type { TAutomationDto, TSaveAutomation } from '@agenda/shared/automation';
import { Button } from '@/components/ui/button';
import { QueryList } from '@/components/ui/query-list';
import { EmptyState } from '@/components/ui/empty-state';
import { tzOf } from '@/lib/dates';
import { useSelectedCompany } from '@/stores/company-store';
import { toast } from '@/stores/toast-store';
import { useAutomations, useChangeAutomation } from '../api/automations';
import { AutoPilotSection } from './auto-pilot-section';
import { AutomationForm } from './automation-form';
import { AutomationRow } from './automation-row';

/** /app/automacoes: the company's automations (extra feature "Automações"), created and edited in the automation form, and the auto-pilot. */
export function AutomationsPage() {
  const company = useSelectedCompany();
  const companyId = company?.id ? String(company.id) : null;
  const list = useAutomations(companyId);
  const change = useChangeAutomation(companyId ?? '');
  const [editing, setEditing] = useState<TAutomationDto | 'new' | null>(null);

  const save = (body: TSaveAutomation) =>
    change.mutate(
      { id: editing && editing !== 'new' ? editing.id : undefined, body },
      {
        onSuccess: () => {
          toast.success('Automação salva. Ela vale para os próximos agendamentos.');
          setEditing(null);
        },
      },
    );
  const remove = (a: TAutomationDto) =>
    change.mutate({ id: a.id, remove: true }, { onSuccess: () => toast.success('Automação excluída.') });

  return (
    <div className="mx-auto w-full max-w-3xl p-4 sm:p-6" data-testid="automations-page">
      <header className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-foreground">Automações</h1>
          <p className="text-sm text-muted-foreground">
            Mensagens e etiquetas automáticas antes e depois dos atendimentos, depois de um cancelamento ou de um interesse sem agendamento.
          </p>
        </div>
        <Button leftIcon={<Plus />} onClick={() => setEditing('new')} className="shrink-0">
          Nova automação
        </Button>
      </header>
      <QueryList
        query={list}
        errorTitle="Não foi possível carregar as automações"
        empty={
          <EmptyState
            variant="inline"
            icon={Zap}
            title="Nenhuma automação ainda"
            description="Crie uma para lembrar o cliente na véspera, agradecer depois do atendimento ou chamá-lo de volta na hora do retorno."
          />
        }
      >
        {(items) => items.map((a) => <AutomationRow key={a.id} automation={a} onEdit={setEditing} onRemove={remove} />)}
      </QueryList>
      {companyId ? <AutoPilotSection companyId={companyId} timezone={tzOf(company)} /> : null}
      {editing && companyId ? (
        <AutomationForm
          companyId={companyId}
          automation={editing === 'new' ? null : editing}
          saving={change.isPending}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
