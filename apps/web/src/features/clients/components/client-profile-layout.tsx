import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useNavigate, useParams } from 'react-router';
import { ChevronLeft, Pencil, Trash2, UserX } from 'lucide-react';
import { CRM_STAGE_LABELS, CRM_STAGES, type TCrmStage } from '@agenda/shared/crm';
import { CHANNEL_LABELS } from '@agenda/shared/channel';
import { formatPhone } from '@agenda/shared/phone';
import { ClientRestrictions } from '@/components/client-restrictions';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/empty-state';
import { Modal } from '@/components/ui/modal';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useSelectedCompany } from '@/stores/company-store';
import { useClientTags, useEraseClient, useMoveClientStage } from '../api/client-writes';
import { useClient } from '../api/get-client';
import { ClientFormModal } from './client-form-modal';
import { DuplicatesNotice } from './duplicates-notice';
import { TagChips } from './tag-chips';

const TABS = [
  ['timeline', 'Linha do tempo'],
  ['conversas', 'Conversas'],
  ['historico', 'Histórico'],
  ['agendamentos', 'Agendamentos'],
  ['prontuario', 'Prontuário'],
  ['mensagens-agendadas', 'Mensagens agendadas'],
] as const;

/** The header (name, contact, stage, tags, edit and erase) and tabs of /app/clientes/{id}/…. */
export function ClientProfileLayout({ children }: { children: ReactNode }) {
  const { client_id } = useParams();
  const company = useSelectedCompany();
  const companyId = company ? String(company.id) : null;
  const navigate = useNavigate();
  const client = useClient(companyId, client_id);
  const tags = useClientTags(companyId);
  const move = useMoveClientStage(companyId);
  const erase = useEraseClient(companyId);
  const [editing, setEditing] = useState(false);
  const [confirmErase, setConfirmErase] = useState(false);
  const tabsRef = useRef<HTMLElement>(null);
  const loaded = Boolean(client.data);
  // On a phone the tabs scroll sideways: the open one is brought into view (Prontuário, Mensagens agendadas).
  useEffect(() => {
    tabsRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [loaded, client_id]);

  if (client.isPending && client.fetchStatus !== 'idle') return <Skeleton className="m-6 h-40 rounded-xl" aria-busy="true" />;
  if (!client.data)
    return (
      <EmptyState
        icon={<UserX />}
        title="Cliente não encontrado"
        description="Ele pode ter sido removido ou pertencer a outra empresa."
        action={<Button onClick={() => navigate('/app/clientes')}>Ver clientes</Button>}
      />
    );
  const c = client.data;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-4 sm:p-6" data-testid="client-profile">
      <Link to="/app/clientes" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ChevronLeft className="size-4" aria-hidden />
        Clientes
      </Link>
      <header className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-bold tracking-tight text-foreground">{c.name}</h1>
          <p className="text-sm text-muted-foreground">
            {[c.phone ? formatPhone(c.phone) : null, c.email, c.channels.map((ch) => CHANNEL_LABELS[ch]).join(', ')]
              .filter(Boolean)
              .join(' · ') || 'Sem contato'}
          </p>
          {c.address ? <p className="text-sm text-muted-foreground">{c.address}</p> : null}
          <div className="mt-2">
            <TagChips tags={c.tags} defined={tags.data} />
          </div>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <Select
            label="Etapa do CRM"
            value={c.crm_stage}
            onValueChange={(stage) => move.mutate({ id: c.id, stage: stage as TCrmStage })}
            options={CRM_STAGES.map((s) => ({ value: s, label: CRM_STAGE_LABELS[s] }))}
            containerClassName="w-full sm:w-48"
          />
          <Button variant="outline" leftIcon={<Pencil />} onClick={() => setEditing(true)}>
            Editar
          </Button>
          <Button variant="outline" iconOnly aria-label="Excluir cliente" onClick={() => setConfirmErase(true)}>
            <Trash2 />
          </Button>
        </div>
      </header>
      <ClientRestrictions clientId={c.id} />
      <DuplicatesNotice companyId={companyId} client={c} />
      <nav ref={tabsRef} aria-label="Seções do cliente" className="flex gap-1 overflow-x-auto border-b border-border">
        {TABS.map(([sub, label]) => (
          <NavLink
            key={sub}
            to={`/app/clientes/${c.id}/${sub}`}
            className={({ isActive }) =>
              cn(
                '-mb-px whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium',
                isActive ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
              )
            }
          >
            {label}
          </NavLink>
        ))}
      </nav>
      {children}
      {editing ? <ClientFormModal companyId={companyId} open onOpenChange={setEditing} client={c} tags={tags.data ?? []} /> : null}
      <Modal
        open={confirmErase}
        onOpenChange={setConfirmErase}
        title="Excluir cliente?"
        description="Os dados pessoais e as conversas são apagados (LGPD). Os atendimentos ficam no histórico financeiro, sem nome."
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirmErase(false)}>
              Cancelar
            </Button>
            <Button
              variant="danger"
              loading={erase.isPending}
              onClick={() => erase.mutate(c.id, { onSuccess: () => navigate('/app/clientes', { replace: true }) })}
            >
              Excluir
            </Button>
          </>
        }
      />
    </div>
  );
}
