import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Building2, Check, Pencil, Plus } from 'lucide-react';
import { COMPANY_CATEGORY_LABELS, type TCompanyCategory } from '@agenda/shared/company';
import { SUBSCRIPTION_STATUS_INFO } from '@agenda/shared/subscription';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Modal } from '@/components/ui/modal';
import { Pill } from '@/components/ui/pill';
import { useCompanyStore } from '@/stores/company-store';
import { useUserStore } from '@/stores/user-store';
import { toast } from '@/stores/toast-store';
import type { TSessionCompany } from '@/lib/session/types';
import { useCreateCompany } from '../hooks/use-create-company';
import { CompanyCreateForm } from './parts/company-create-form';

function SubscriptionPill({ company }: { company: TSessionCompany }) {
  const sub = company.current_subscription;
  if (company.is_blocked)
    return (
      <Pill type="error" size="sm">
        Bloqueada
      </Pill>
    );
  if (!sub) return null;
  const info = SUBSCRIPTION_STATUS_INFO[sub.status];
  return (
    <Pill type={sub.is_active ? (sub.status === 'trial' ? 'info' : 'success') : 'warning'} size="sm">
      {info?.label ?? sub.status}
      {sub.status === 'trial' && typeof sub.remaining_days === 'number' ? ` · ${sub.remaining_days} dias` : ''}
    </Pill>
  );
}

function CompanyCard({ company, selected, onSelect }: { company: TSessionCompany; selected: boolean; onSelect: () => void }) {
  const category = company.field ? COMPANY_CATEGORY_LABELS[company.field as TCompanyCategory] : null;
  return (
    <article
      data-testid="company-card"
      className={`flex flex-col gap-4 rounded-2xl border bg-surface p-5 shadow-sm transition-colors ${selected ? 'border-primary ring-2 ring-primary/15' : 'border-border'}`}
    >
      <div className="flex items-start gap-3">
        <Avatar name={company.name} src={company.avatar_url ?? undefined} size="lg" shape="rounded" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold text-foreground">{company.name}</h2>
          <p className="truncate text-sm text-muted-foreground">{category ?? 'Sem segmento'}</p>
          <div className="mt-2 flex flex-wrap gap-1.5">
            <SubscriptionPill company={company} />
            {selected ? (
              <Pill type="primary" size="sm" icon={<Check />}>
                Selecionada
              </Pill>
            ) : null}
          </div>
        </div>
      </div>
      <div className="mt-auto flex flex-col gap-2 sm:flex-row">
        {selected ? null : (
          <Button size="sm" onClick={onSelect} className="sm:flex-1">
            Usar esta empresa
          </Button>
        )}
        <Button asChild size="sm" variant="outline" leftIcon={<Pencil />} className="sm:flex-1">
          <Link to={`/app/empresas/${company.slug}/info`}>Editar informações</Link>
        </Button>
      </div>
    </article>
  );
}

export function CompaniesPage() {
  const navigate = useNavigate();
  const companies = useCompanyStore((s) => s.companies);
  const selectedId = useCompanyStore((s) => s.selectedId);
  const userId = useUserStore((s) => s.user?.id);
  const [creating, setCreating] = useState(false);
  const { create, pending } = useCreateCompany((c) => {
    setCreating(false);
    navigate('/app/agendamentos');
    toast.success(`${c.name} está pronta para uso.`);
  });

  async function select(company: TSessionCompany) {
    await useCompanyStore.getState().select(company.id, userId);
    toast.success(`Agora você está usando ${company.name}.`);
  }

  return (
    <div className="mx-auto w-full max-w-5xl p-4 sm:p-6">
      <header className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-foreground">Empresas</h1>
          <p className="text-sm text-muted-foreground">Escolha a empresa que você quer gerenciar ou cadastre uma nova.</p>
        </div>
        <Button leftIcon={<Plus />} onClick={() => setCreating(true)}>
          Nova empresa
        </Button>
      </header>
      {companies.length ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {companies.map((c) => (
            <CompanyCard key={c.id} company={c} selected={String(c.id) === String(selectedId)} onSelect={() => void select(c)} />
          ))}
        </div>
      ) : (
        <EmptyState
          icon={Building2}
          title="Nenhuma empresa ainda"
          description="Cadastre sua empresa para a secretária começar a atender seus clientes."
          action={<Button onClick={() => setCreating(true)}>Cadastrar empresa</Button>}
        />
      )}
      <Modal
        open={creating}
        onOpenChange={setCreating}
        title="Nova empresa"
        description="Enviaremos um código para o seu WhatsApp para confirmar."
        icon={<Building2 />}
      >
        <CompanyCreateForm onSubmit={create} pending={pending} />
      </Modal>
    </div>
  );
}
