// /admin/usuarios (search) and /admin/usuarios/{id} with its sessoes, empresas and eventos-plataforma
// sections: every session with revoke, the companies with the role, the platform events.
import { Link, useParams } from 'react-router';
import { Users } from 'lucide-react';
import { COMPANY_USER_ROLE_LABELS, type TCompanyUserRole } from '@agenda/shared/company';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Pill } from '@/components/ui/pill';
import { useAdminUser, useAdminUsers, useRevokeSession } from '../api/pages-api';
import { AdminPageShell, formatDate, formatDateTime, Pager, QueryState } from './admin-page-shell';
import { ListSearch, useListSearch } from './list-search';

export function AdminUsersPage() {
  const { text, onText, search, page, setPage } = useListSearch();
  const query = useAdminUsers({ search, page });
  return (
    <AdminPageShell title="Usuários" subtitle="Todos os usuários da plataforma, suas sessões e empresas.">
      <ListSearch label="Buscar usuário" text={text} onText={onText} />
      <QueryState query={query} title="Não foi possível carregar os usuários">
        {(data) =>
          data.users.length === 0 ? (
            <EmptyState variant="inline" icon={Users} title="Nenhum usuário encontrado" description="Mude a busca." />
          ) : (
            <>
              <ul aria-label="Usuários" className="divide-y divide-border rounded-xl border border-border bg-surface">
                {data.users.map((u) => (
                  <li key={u.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3 text-sm">
                    <Link
                      to={`/admin/usuarios/${u.id}`}
                      className="min-w-0 flex-1 font-semibold text-primary underline-offset-2 hover:underline"
                    >
                      {u.name}
                    </Link>
                    <span className="break-all text-muted-foreground">{u.email}</span>
                    <span className="text-muted-foreground">{u.phone}</span>
                    <span className="text-xs text-muted-foreground">desde {formatDate(u.created_at)}</span>
                  </li>
                ))}
              </ul>
              <Pager total={data.total} page={page} pageSize={data.page_size} noun={['usuário', 'usuários']} onPage={setPage} />
            </>
          )
        }
      </QueryState>
    </AdminPageShell>
  );
}

export function AdminUserPage() {
  const { user_id = '' } = useParams();
  const query = useAdminUser(user_id);
  const revoke = useRevokeSession(user_id);
  return (
    <AdminPageShell
      title={query.data?.user.name ?? 'Usuário'}
      subtitle={query.data ? `${query.data.user.email} · ${query.data.user.phone}` : undefined}
    >
      <QueryState query={query} title="Não foi possível carregar o usuário">
        {(data) => (
          <div className="grid gap-4 lg:grid-cols-2">
            <Card id="sessoes" className="lg:col-span-2">
              <CardHeader>
                <CardTitle>Sessões</CardTitle>
              </CardHeader>
              <CardContent>
                {data.sessions.length === 0 ? <p className="text-sm text-muted-foreground">Nenhuma sessão.</p> : null}
                <ul aria-label="Sessões" hidden={data.sessions.length === 0} className="divide-y divide-border text-sm">
                  {data.sessions.map((s) => {
                    const ended = s.revoked_at || new Date(s.expires_at) < new Date();
                    return (
                      <li key={s.id} className="flex flex-wrap items-center gap-2 py-2">
                        <span className="min-w-0 flex-1">
                          <span className="block truncate">{s.user_agent ?? 'Dispositivo desconhecido'}</span>
                          <span className="text-xs text-muted-foreground">
                            IP {s.ip ?? '—'} · aberta em {formatDateTime(s.created_at)} · último uso {formatDateTime(s.last_used_at)}
                          </span>
                        </span>
                        {ended ? (
                          <Pill type="default">{s.revoked_at ? `Encerrada em ${formatDate(s.revoked_at)}` : 'Expirada'}</Pill>
                        ) : (
                          <Button
                            size="sm"
                            variant="outline"
                            loading={revoke.isPending && revoke.variables === s.id}
                            onClick={() => revoke.mutate(s.id)}
                          >
                            Encerrar sessão
                          </Button>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </CardContent>
            </Card>
            <Card id="empresas">
              <CardHeader>
                <CardTitle>Empresas</CardTitle>
              </CardHeader>
              <CardContent>
                {data.companies.length === 0 ? <p className="text-sm text-muted-foreground">Não participa de nenhuma empresa.</p> : null}
                <ul aria-label="Empresas do usuário" className="space-y-1.5 text-sm">
                  {data.companies.map((c) => (
                    <li key={c.id} className="flex items-center justify-between gap-2">
                      <Link to={`/admin/empresas/${c.id}`} className="text-primary underline-offset-2 hover:underline">
                        {c.name}
                      </Link>
                      <span className="flex gap-1.5">
                        {c.is_blocked ? <Pill type="error">Bloqueada</Pill> : null}
                        <Pill type="default">{COMPANY_USER_ROLE_LABELS[c.role as TCompanyUserRole] ?? c.role}</Pill>
                      </span>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
            <Card id="eventos-plataforma">
              <CardHeader>
                <CardTitle>Eventos da plataforma</CardTitle>
              </CardHeader>
              <CardContent>
                {data.events.length === 0 ? <p className="text-sm text-muted-foreground">Nenhum evento registrado.</p> : null}
                <ul aria-label="Eventos do usuário" className="space-y-1 text-sm">
                  {data.events.map((e) => (
                    <li key={e.id} className="flex justify-between gap-2">
                      <span className="min-w-0 truncate">
                        {e.event_name}
                        {e.value ? <span className="text-muted-foreground"> · {e.value}</span> : null}
                      </span>
                      <span className="shrink-0 text-xs text-muted-foreground">{formatDateTime(e.created_at)}</span>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          </div>
        )}
      </QueryState>
    </AdminPageShell>
  );
}
