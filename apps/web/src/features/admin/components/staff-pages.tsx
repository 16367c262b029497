// /admin/roles and /admin/admins: roles with their permissions (packages/shared/src/admin-permissions.ts)
// and which role each admin holds. The super-admin holds every permission.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Pill } from '@/components/ui/pill';
import { Select } from '@/components/ui/select';
import { useRoles, useSaveRole, useSetAdminRole, useStaff } from '../api/ops-api';
import type { TAdminRole } from '../api/admin-types';
import { AdminPageShell, QueryState } from './admin-page-shell';

function RoleForm({
  role,
  permissions,
  onDone,
}: {
  role: TAdminRole | null;
  permissions: { key: string; label: string }[];
  onDone: () => void;
}) {
  const [name, setName] = useState(role?.name ?? '');
  const [picked, setPicked] = useState<string[]>(role?.permissions ?? []);
  const save = useSaveRole();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{role ? `Editar ${role.name}` : 'Novo perfil'}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <Input label="Nome do perfil" value={name} onChange={(e) => setName(e.target.value)} />
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-semibold">Permissões</legend>
          {permissions.map((p) => (
            <Checkbox
              key={p.key}
              label={p.label}
              checked={picked.includes(p.key)}
              onCheckedChange={(v) => setPicked((cur) => (v ? [...cur, p.key] : cur.filter((k) => k !== p.key)))}
            />
          ))}
        </fieldset>
        <Button
          loading={save.isPending}
          disabled={name.trim().length < 2}
          onClick={() => save.mutate({ id: role?.id, name: name.trim(), permissions: picked }, { onSuccess: onDone })}
        >
          Salvar perfil
        </Button>
      </CardContent>
    </Card>
  );
}

export function AdminRolesPage() {
  const query = useRoles();
  const [editing, setEditing] = useState<TAdminRole | 'new' | null>(null);
  return (
    <AdminPageShell
      title="Perfis de acesso"
      subtitle="O que cada perfil da equipe pode fazer no painel."
      actions={<Button onClick={() => setEditing('new')}>Novo perfil</Button>}
    >
      <QueryState query={query} title="Não foi possível carregar os perfis">
        {(data) => (
          <div className="grid gap-4 lg:grid-cols-2">
            <ul aria-label="Perfis" className="space-y-2">
              {data.roles.length === 0 ? <li className="text-sm text-muted-foreground">Nenhum perfil criado ainda.</li> : null}
              {data.roles.map((r) => (
                <li key={r.id} className="rounded-xl border border-border bg-surface p-3 text-sm">
                  <div className="flex items-center justify-between gap-2">
                    <strong>{r.name}</strong>
                    <Button size="sm" variant="outline" onClick={() => setEditing(r)}>
                      Editar
                    </Button>
                  </div>
                  <p className="mt-1 text-muted-foreground">
                    {r.permissions.map((k) => data.permissions.find((p) => p.key === k)?.label ?? k).join(' · ') || 'Sem permissões'}
                  </p>
                </li>
              ))}
            </ul>
            {editing ? (
              <RoleForm
                key={editing === 'new' ? 'new' : editing.id}
                role={editing === 'new' ? null : editing}
                permissions={data.permissions}
                onDone={() => setEditing(null)}
              />
            ) : null}
          </div>
        )}
      </QueryState>
    </AdminPageShell>
  );
}

export function AdminStaffPage() {
  const staff = useStaff();
  const roles = useRoles();
  const setRole = useSetAdminRole();
  return (
    <AdminPageShell title="Administradores" subtitle="A equipe interna com acesso ao painel e o perfil de cada um.">
      <QueryState query={staff} title="Não foi possível carregar os administradores">
        {(data) => (
          <ul aria-label="Administradores" className="divide-y divide-border rounded-xl border border-border bg-surface">
            {data.admins.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center gap-3 p-3 text-sm">
                <div className="min-w-0 flex-1">
                  <strong>{a.name}</strong>
                  <span className="block break-all text-muted-foreground">{a.email}</span>
                </div>
                {a.is_super_admin ? (
                  <Pill type="primary">Super-admin: todas as permissões</Pill>
                ) : (
                  <Select
                    aria-label={`Perfil de ${a.email}`}
                    containerClassName="w-56"
                    value={a.role_id ?? 'none'}
                    onValueChange={(v) => setRole.mutate({ id: a.id, role_id: v === 'none' ? null : v })}
                    options={[
                      { value: 'none', label: 'Sem perfil (sem acesso)' },
                      ...(roles.data?.roles ?? []).map((r) => ({ value: r.id, label: r.name })),
                    ]}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </AdminPageShell>
  );
}
