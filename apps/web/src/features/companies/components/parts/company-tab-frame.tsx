import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Bot, Building2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { emit } from '@/lib/events';
import type { TSessionCompany } from '@/lib/session/types';
import { useCompanyStore } from '@/stores/company-store';
import { CompanyTabs } from './company-tabs';

interface CompanyTabFrameProps {
  title: string;
  description: string;
  children: (company: TSessionCompany) => ReactNode;
}

/** Header ("testar assistente" included) and tabs of an /app/empresas/{slug}/… tab. */
export function CompanyTabFrame({ title, description, children }: CompanyTabFrameProps) {
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
  return (
    <div className="mx-auto w-full max-w-4xl p-4 sm:p-6">
      <header className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate text-sm text-muted-foreground">{company.name}</p>
          <h1 className="text-2xl font-bold tracking-tight text-foreground">{title}</h1>
          <p className="mt-1 max-w-2xl text-sm text-muted-foreground">{description}</p>
        </div>
        <Button variant="outline" leftIcon={<Bot />} onClick={() => emit('test-chat:open')}>
          Testar assistente
        </Button>
      </header>
      <CompanyTabs slug={company.slug} />
      {children(company)}
    </div>
  );
}
