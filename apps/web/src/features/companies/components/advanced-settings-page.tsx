import { CompanySettingsShell } from './parts/company-settings-shell';
import { AdvancedSettingsForm } from './parts/advanced-settings-form';

/** /app/empresas/{slug}/configuracao-avancada: prices, suggestions, delays, handoff and tool types. */
export function AdvancedSettingsPage() {
  return (
    <CompanySettingsShell title="Configuração avançada" description="Ajustes finos do atendimento automático.">
      {(settings, save, company) => <AdvancedSettingsForm key={String(company.id)} settings={settings} onSave={save} />}
    </CompanySettingsShell>
  );
}
