import { useUserStore } from '@/stores/user-store';
import { CompanySettingsShell } from './parts/company-settings-shell';
import { CustomMessagesForm } from './parts/custom-messages-form';

/** /app/empresas/{slug}/mensagens-personalizadas: the texts the assistant sends on its own. */
export function CustomMessagesPage() {
  const ownerName = useUserStore((s) => s.user?.name ?? '');
  return (
    <CompanySettingsShell title="Mensagens personalizadas" description="Confirmação, lembrete, aniversário e aviso de cancelamento.">
      {(settings, save, company) => (
        <CustomMessagesForm
          key={String(company.id)}
          settings={settings}
          onSave={save}
          ownerName={ownerName}
          companyName={company.name ?? ''}
        />
      )}
    </CompanySettingsShell>
  );
}
