// /admin/ai_tool/snapshots: every saved version of the AI tools (who saved it, when, the description
// and argument schema of that version), newest first, filtered by tool.
import { useState } from 'react';
import { Link } from 'react-router';
import { History } from 'lucide-react';
import { AI_TOOL_TYPE_LABELS } from '@agenda/shared/schemas/admin-ai-tools';
import { EmptyState } from '@/components/ui/empty-state';
import { Pill } from '@/components/ui/pill';
import { Select } from '@/components/ui/select';
import { useAiToolSnapshots } from '../api/platform-api';
import { AdminPageShell, formatDateTime, Pager, QueryState } from './admin-page-shell';

const ALL = 'all';

export function AdminAiToolSnapshotsPage() {
  const [name, setName] = useState(ALL);
  const [page, setPage] = useState(1);
  const query = useAiToolSnapshots({ name: name === ALL ? undefined : name, page });
  return (
    <AdminPageShell
      title="Versões das ferramentas de IA"
      subtitle="Cada versão salva, mesmo de ferramentas já excluídas."
      actions={
        <Link to="/admin/ai_tool" className="text-sm font-medium text-primary hover:underline">
          Voltar às ferramentas
        </Link>
      }
    >
      <div className="sm:max-w-xs">
        <Select
          label="Ferramenta"
          value={name}
          onValueChange={(v) => {
            setName(v);
            setPage(1);
          }}
          options={[{ value: ALL, label: 'Todas as ferramentas' }, ...(query.data?.names ?? []).map((n) => ({ value: n, label: n }))]}
        />
      </div>
      <QueryState query={query} title="Não foi possível carregar as versões">
        {(data) =>
          data.snapshots.length === 0 ? (
            <EmptyState
              variant="inline"
              icon={History}
              title="Nenhuma versão salva"
              description="Cada ferramenta salva gera uma versão aqui."
            />
          ) : (
            <>
              <ul aria-label="Versões" className="space-y-2">
                {data.snapshots.map((v) => (
                  <li key={v.id} className="rounded-xl border border-border bg-surface p-3 text-sm">
                    <div className="flex flex-wrap items-center gap-2">
                      <strong className="font-mono">{v.name}</strong>
                      <Pill type="primary">Versão {v.version}</Pill>
                      <Pill type="default">{AI_TOOL_TYPE_LABELS[v.type]}</Pill>
                      {v.is_active ? null : <Pill type="warning">Inativa</Pill>}
                      {v.ai_tool_id ? null : <Pill type="error">Excluída</Pill>}
                      <span className="ml-auto text-xs text-muted-foreground">
                        {formatDateTime(v.created_at)}
                        {v.admin_email ? ` · ${v.admin_email}` : ''}
                      </span>
                    </div>
                    <p className="mt-1 text-muted-foreground">{v.description}</p>
                    <details className="mt-1">
                      <summary className="cursor-pointer text-muted-foreground">Esquema dos argumentos</summary>
                      <pre className="mt-1 max-h-48 overflow-auto rounded bg-surface-muted p-2 text-xs">
                        {JSON.stringify(v.parameters, null, 2)}
                      </pre>
                    </details>
                  </li>
                ))}
              </ul>
              <Pager total={data.total} page={page} pageSize={data.page_size} noun={['versão', 'versões']} onPage={setPage} />
            </>
          )
        }
      </QueryState>
    </AdminPageShell>
  );
}
