import { useParams } from 'react-router';
import { Building2 } from 'lucide-react';
import type { TCompanyUpdateBody } from '@agenda/shared/schemas/company';
import { EmptyState } from '@/components/ui/empty-state';
import { reloadCompanies } from '@/lib/session/login-sequence';
import { useCompanyStore } from '@/stores/company-store';
import { toast } from '@/stores/toast-store';
import { updateCompany } from '../api/update-company';
import { uploadCompanyImage } from '../api/upload-company-image';
import { CompanyImageField } from './parts/company-image-field';
import { CompanyInfoForm } from './parts/company-info-form';
import { GalleryEditor } from './parts/gallery-editor';
import { TeamPhotosEditor } from './parts/team-photos-editor';
import { CompanyTabs } from './parts/company-tabs';

/** /app/empresas/{slug}/info: every field of the info tab, with logo and cover upload, the public page's gallery and team photos. */
export function CompanyInfoPage() {
  const { company_slug } = useParams();
  const company = useCompanyStore((s) => s.companies.find((c) => c.slug === company_slug) ?? null);

  if (!company) {
    return (
      <div className="mx-auto max-w-3xl p-4 sm:p-6">
        <EmptyState
          icon={Building2}
          title="Empresa não encontrada"
          description="Ela pode ter sido removida ou você não tem acesso a ela."
        />
      </div>
    );
  }

  async function save(body: TCompanyUpdateBody) {
    await updateCompany({ id: company!.id, body });
    await reloadCompanies();
    toast.success('Informações da empresa salvas.');
  }

  async function upload(kind: 'avatar' | 'cover', blob: Blob) {
    const url = await uploadCompanyImage({ id: company!.id, kind, file: blob });
    await updateCompany({ id: company!.id, body: kind === 'avatar' ? { avatar_url: url } : { cover_url: url } });
    await reloadCompanies();
    toast.success(kind === 'avatar' ? 'Logo atualizada.' : 'Capa atualizada.');
  }

  return (
    <div className="mx-auto w-full max-w-4xl p-4 sm:p-6">
      <header className="mb-4">
        <p className="text-sm text-muted-foreground">Empresa</p>
        <h1 className="truncate text-2xl font-bold tracking-tight text-foreground">{company.name}</h1>
      </header>
      <CompanyTabs slug={company.slug} />
      <section className="mb-8 grid gap-6 rounded-2xl border border-border bg-surface p-4 shadow-xs sm:grid-cols-[auto_1fr] sm:p-6">
        <CompanyImageField kind="avatar" name={company.name} url={company.avatar_url} onUpload={(b) => upload('avatar', b)} />
        <CompanyImageField kind="cover" name={company.name} url={company.cover_url} onUpload={(b) => upload('cover', b)} />
      </section>
      <section className="rounded-2xl border border-border bg-surface p-4 shadow-xs sm:p-6">
        <CompanyInfoForm key={String(company.id)} company={company} onSave={save} />
      </section>
      <div className="mt-8 flex flex-col gap-8 rounded-2xl border border-border bg-surface p-4 shadow-xs sm:p-6">
        <GalleryEditor companyId={String(company.id)} />
        <TeamPhotosEditor companyId={String(company.id)} />
      </div>
    </div>
  );
}
