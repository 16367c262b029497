import type { ReactNode } from 'react';
import type { TCompanyUpdateBody } from '@agenda/shared/schemas/company';
import { Skeleton } from '@/components/ui/skeleton';
import type { TSessionCompany } from '@/lib/session/types';
import { toast } from '@/stores/toast-store';
import { useCompanySettings, type TCompanySettings } from '../../api/get-company-settings';
import { useSaveCompanySettings } from '../../api/save-company-settings';
import { CompanyTabFrame } from './company-tab-frame';

type TSave = (body: TCompanyUpdateBody) => Promise<void>;

function SettingsLoader({
  company,
  children,
}: {
  company: TSessionCompany;
  children: (settings: TCompanySettings, save: TSave) => ReactNode;
}) {
  const companyId = String(company.id);
  const settings = useCompanySettings(companyId);
  const mutation = useSaveCompanySettings(companyId);
  const save: TSave = async (body) => {
    await mutation.mutateAsync(body);
    toast.success('Configurações salvas.');
  };
  if (settings.data) return <>{children(settings.data, save)}</>;
  if (settings.isError) return <p className="text-sm text-danger">Não foi possível carregar as configurações. Recarregue a página.</p>;
  return (
    <div className="space-y-4">
      <Skeleton className="h-48 w-full rounded-2xl" />
      <Skeleton className="h-48 w-full rounded-2xl" />
    </div>
  );
}

/** A company tab that edits assistant fields: frame, loaded settings and their save call. */
export function CompanySettingsShell({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: (settings: TCompanySettings, save: TSave, company: TSessionCompany) => ReactNode;
}) {
  return (
    <CompanyTabFrame title={title} description={description}>
      {(company) => <SettingsLoader company={company}>{(settings, save) => children(settings, save, company)}</SettingsLoader>}
    </CompanyTabFrame>
  );
}
