import { CompanySettingsShell } from './parts/company-settings-shell';
import { CustomMessagesForm } from './parts/custom-messages-form';

/** /app/empresas/{slug}/mensagens-personalizadas: the texts the assistant sends on its own. */
export function CustomMessagesPage() {
  return (
    <CompanySettingsShell title="Mensagens personalizadas" description="Confirmação, lembrete, aniversário e aviso de cancelamento.">
      {(settings, save, company) => <CustomMessagesForm key={String(company.id)} settings={settings} onSave={save} />}
    </CompanySettingsShell>
  );
}
