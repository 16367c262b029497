// /admin/ai_tool (and /admin/ai_tool/{name}, which opens that tool's drawer): the tools the brains may
// call, their kind, version and state; create, edit and delete.
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Plus, Wrench } from 'lucide-react';
import { AI_TOOL_TYPE_LABELS } from '@agenda/shared/schemas/admin-ai-tools';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pill } from '@/components/ui/pill';
import { aiToolCalls, useAiTools, type TAdminAiTool } from '../api/platform-api';
import { AdminPageShell, formatDateTime, QueryState } from './admin-page-shell';
import { AiToolForm } from './ai-tool-form';
import { ConfirmDelete } from './confirm-delete';

export function AdminAiToolsPage() {
  const query = useAiTools();
  const navigate = useNavigate();
  const { ai_tool_name: openName } = useParams();
  const [editing, setEditing] = useState<TAdminAiTool | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TAdminAiTool | null>(null);
  const remove = aiToolCalls.useDelete();
  const fromPath = openName ? (query.data?.tools.find((t) => t.name === openName) ?? null) : null;
  const current = editing ?? fromPath;
  const close = () => {
    setEditing(null);
    if (openName) void navigate('/admin/ai_tool');
  };
  return (
    <AdminPageShell
      title="Ferramentas de IA"
      subtitle="O que a secretária pode fazer: a descrição que ela lê e os argumentos de cada ferramenta."
      actions={
        <>
          <Link to="/admin/ai_tool/snapshots" className="text-sm font-medium text-primary hover:underline">
            Ver versões
          </Link>
          <Button leftIcon={<Plus />} onClick={() => setEditing('new')}>
            Nova ferramenta
          </Button>
        </>
      }
    >
      <QueryState query={query} title="Não foi possível carregar as ferramentas">
        {(data) =>
          data.tools.length === 0 ? (
            <EmptyState
              variant="inline"
              icon={Wrench}
              title="Nenhuma ferramenta cadastrada"
              description="Cadastre as ferramentas que a secretária usa, com a descrição e os argumentos."
            />
          ) : (
            <ul aria-label="Ferramentas" className="divide-y divide-border rounded-xl border border-border bg-surface">
              {data.tools.map((t) => (
                <li key={t.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 p-3 text-sm">
                  <div className="min-w-0 flex-1 basis-64">
                    <p className="flex flex-wrap items-center gap-2">
                      <strong className="font-mono">{t.name}</strong>
                      <Pill type="default">{AI_TOOL_TYPE_LABELS[t.type]}</Pill>
                      {t.is_active ? <Pill type="success">Ativa</Pill> : <Pill type="warning">Inativa</Pill>}
                    </p>
                    <p className="mt-1 line-clamp-2 text-muted-foreground">{t.description}</p>
                    <p className="mt-1 text-xs text-muted-foreground">
                      Versão {t.version} · alterada em {formatDateTime(t.updated_at)} ·{' '}
                      {Object.keys((t.parameters.properties as object | undefined) ?? {}).length} argumento(s)
                    </p>
                  </div>
                  <span className="flex gap-2">
                    <Button size="sm" variant="outline" onClick={() => setEditing(t)}>
                      Editar
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setDeleting(t)}>
                      Excluir
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {current ? (
        <AiToolForm key={current === 'new' ? 'new' : current.id} tool={current === 'new' ? null : current} onClose={close} />
      ) : null}
      {deleting ? (
        <ConfirmDelete
          title={`Excluir ${deleting.name}?`}
          description="A secretária deixa de ver esta ferramenta. A exclusão fica registrada nos logs da plataforma."
          pending={remove.isPending}
          onConfirm={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </AdminPageShell>
  );
}
