import { useState } from 'react';
import { Lock, Pencil, TriangleAlert, UserMinus, UserPlus, X } from 'lucide-react';
import { COMPANY_USER_ROLE_LABELS } from '@agenda/shared/company';
import { formatPhone } from '@agenda/shared/phone';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { companyRoleOf } from '@/lib/company-role';
import { errorMessage } from '@/lib/http/errors';
import { useSelectedCompany } from '@/stores/company-store';
import { useUserStore } from '@/stores/user-store';
import { useTeam, useTeamCalendars, useTeamWrites } from '../api/team-api';
import { MemberFormModal } from './member-form-modal';
import { TransferOwnershipButton } from './transfer-ownership';

type TEditing = { user_id: string; name: string; role: 'admin' | 'operation'; calendar_ids: string[] } | 'new' | null;

/** /app/usuarios: the team with roles (docs/spec.md §6), invitations by phone and removal of access. */
export function TeamPage() {
  const company = useSelectedCompany();
  const companyId = company ? String(company.id) : null;
  const team = useTeam(companyId);
  const calendars = useTeamCalendars(companyId);
  const writes = useTeamWrites(companyId);
  const user = useUserStore((st) => st.user);
  const isOwner = companyRoleOf(company, user?.id) === 'owner';
  const [editing, setEditing] = useState<TEditing>(null);
  const [removing, setRemoving] = useState<{ user_id: string; name: string } | null>(null);
  const calendarTitles = (ids: string[]) =>
    ids.length ? ids.map((id) => calendars.data?.find((c) => c.id === id)?.title ?? 'Agenda').join(', ') : 'Todas as agendas';
  const forbidden = (team.error as { status?: number } | null)?.status === 403;

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 p-4 sm:p-6" data-testid="team-page">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-foreground">Usuários</h1>
          <p className="text-sm text-muted-foreground">Quem acessa a empresa e o que cada pessoa pode fazer.</p>
        </div>
        {team.data ? (
          <Button leftIcon={<UserPlus />} onClick={() => setEditing('new')}>
            Convidar
          </Button>
        ) : null}
      </header>
      {team.isPending ? (
        <Skeleton className="h-40 rounded-xl" aria-busy="true" />
      ) : forbidden ? (
        <EmptyState icon={<Lock />} title="Acesso restrito" description="Só o proprietário e os administradores gerenciam a equipe." />
      ) : team.isError ? (
        <EmptyState
          icon={<TriangleAlert />}
          title="Não foi possível carregar a equipe"
          description={errorMessage(team.error)}
          action={<Button onClick={() => void team.refetch()}>Tentar de novo</Button>}
        />
      ) : (
        <>
          <ul className="divide-y divide-border rounded-xl border border-border bg-surface" aria-label="Equipe">
            {team.data.members.map((m) => (
              <li key={m.user_id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
                <span className="min-w-0">
                  <span className="block truncate font-medium text-foreground">{m.name}</span>
                  <span className="block truncate text-sm text-muted-foreground">
                    {COMPANY_USER_ROLE_LABELS[m.role]} · {formatPhone(m.phone)}
                    {m.role === 'operation' ? ` · ${calendarTitles(m.calendar_ids)}` : ''}
                  </span>
                </span>
                {m.role === 'owner' ? null : (
                  <span className="flex flex-wrap gap-2">
                    {isOwner && company && user?.phone ? (
                      <TransferOwnershipButton
                        companyId={String(company.id)}
                        companyName={company.name}
                        ownerPhone={user.phone}
                        member={m}
                      />
                    ) : null}
                    <Button
                      size="sm"
                      variant="outline"
                      leftIcon={<Pencil />}
                      onClick={() => setEditing({ ...m, role: m.role as 'admin' | 'operation' })}
                    >
                      Alterar acesso
                    </Button>
                    <Button size="sm" variant="outline" leftIcon={<UserMinus />} onClick={() => setRemoving(m)}>
                      Remover
                    </Button>
                  </span>
                )}
              </li>
            ))}
          </ul>
          {team.data.invites.length ? (
            <section aria-label="Convites pendentes" className="flex flex-col gap-2">
              <h2 className="text-sm font-semibold text-foreground">Convites pendentes</h2>
              <ul className="divide-y divide-border rounded-xl border border-dashed border-border bg-surface">
                {team.data.invites.map((i) => (
                  <li key={i.id} className="flex items-center justify-between gap-2 px-4 py-3">
                    <span className="min-w-0 text-sm">
                      <span className="block truncate font-medium text-foreground">{i.name}</span>
                      <span className="block truncate text-muted-foreground">
                        {COMPANY_USER_ROLE_LABELS[i.role]} · {formatPhone(i.phone)} · aguardando entrar
                      </span>
                    </span>
                    <Button
                      size="sm"
                      variant="ghost"
                      iconOnly
                      aria-label={`Cancelar convite de ${i.name}`}
                      onClick={() => writes.cancelInvite.mutate(i.id)}
                    >
                      <X />
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
      {editing ? (
        <MemberFormModal companyId={companyId} member={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      ) : null}
      <Modal
        open={Boolean(removing)}
        onOpenChange={(o) => !o && setRemoving(null)}
        title={`Remover ${removing?.name ?? ''}?`}
        description="O acesso a esta empresa termina na hora, em todos os aparelhos."
        footer={
          <>
            <Button variant="outline" onClick={() => setRemoving(null)}>
              Cancelar
            </Button>
            <Button
              variant="danger"
              loading={writes.remove.isPending}
              onClick={() => removing && writes.remove.mutate(removing.user_id, { onSuccess: () => setRemoving(null) })}
            >
              Remover acesso
            </Button>
          </>
        }
      />
    </div>
  );
}
