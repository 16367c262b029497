// /admin/chat_personality: the tones offered to companies for their secretary; one in use cannot be deleted.
import { useState } from 'react';
import { Plus, Smile } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pill } from '@/components/ui/pill';
import { personalityCalls, usePersonalities, type TAdminPersonality } from '../api/platform-api';
import { AdminPageShell, QueryState } from './admin-page-shell';
import { ConfirmDelete } from './confirm-delete';
import { PersonalityForm } from './personality-form';

export function AdminPersonalitiesPage() {
  const query = usePersonalities();
  const [editing, setEditing] = useState<TAdminPersonality | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TAdminPersonality | null>(null);
  const remove = personalityCalls.useDelete();
  return (
    <AdminPageShell
      title="Personalidades"
      subtitle="Os tons de conversa que as empresas podem escolher para a secretária."
      actions={
        <Button leftIcon={<Plus />} onClick={() => setEditing('new')}>
          Nova personalidade
        </Button>
      }
    >
      <QueryState query={query} title="Não foi possível carregar as personalidades">
        {(data) =>
          data.personalities.length === 0 ? (
            <EmptyState
              variant="inline"
              icon={Smile}
              title="Nenhuma personalidade cadastrada"
              description="Sem personalidades, as empresas usam o tom padrão, simpático e acolhedor."
            />
          ) : (
            <ul aria-label="Personalidades" className="grid gap-3 md:grid-cols-2">
              {data.personalities.map((p) => (
                <li key={p.id} className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4 text-sm">
                  <p className="flex flex-wrap items-center gap-2">
                    <strong>{p.name}</strong>
                    <code className="text-xs text-muted-foreground">{p.slug}</code>
                    {p.is_active ? <Pill type="success">Disponível</Pill> : <Pill type="warning">Oculta</Pill>}
                  </p>
                  {p.description ? <p className="text-muted-foreground">{p.description}</p> : null}
                  <p className="line-clamp-3 whitespace-pre-line">{p.instructions}</p>
                  <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
                    <span className="mr-auto text-xs text-muted-foreground">
                      {p.companies === 0 ? 'Nenhuma empresa usa' : `${p.companies} empresa(s) usam`}
                    </span>
                    <Button size="sm" variant="outline" onClick={() => setEditing(p)}>
                      Editar
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={p.companies > 0}
                      title={p.companies > 0 ? 'Em uso: desative em vez de excluir.' : undefined}
                      onClick={() => setDeleting(p)}
                    >
                      Excluir
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {editing ? (
        <PersonalityForm
          key={editing === 'new' ? 'new' : editing.id}
          personality={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDelete
          title={`Excluir ${deleting.name}?`}
          description="As empresas deixam de ver esta personalidade. A exclusão fica registrada nos logs da plataforma."
          pending={remove.isPending}
          onConfirm={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </AdminPageShell>
  );
}
