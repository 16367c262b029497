import { CompanySettingsShell } from './parts/company-settings-shell';
import { AssistantForm } from './parts/assistant-form';

/** /app/empresas/{slug}/assistente: who the assistant answers, identity, greeting and instructions. */
export function AssistantPage() {
  return (
    <CompanySettingsShell title="Assistente" description="Personalidade, saudação e instruções da sua assistente virtual.">
      {(settings, save, company) => <AssistantForm key={String(company.id)} settings={settings} onSave={save} />}
    </CompanySettingsShell>
  );
}
