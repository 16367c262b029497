// /admin/logs_plataforma: every admin action (who, what, on which record, before and after).
import { ScrollText } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { useAuditLogs } from '../api/ops-api';
import { AdminPageShell, formatDateTime, QueryState } from './admin-page-shell';

const ACTIONS: Record<string, string> = {
  'company.block': 'Bloqueou a empresa',
  'company.unblock': 'Desbloqueou a empresa',
  'company.settings': 'Alterou configurações da empresa',
  'company.impersonate': 'Entrou como proprietário',
  'subscription.extend_trial': 'Estendeu o teste',
  'subscription.change_plan': 'Trocou o plano',
  'chat.tags': 'Etiquetou conversa',
  'webhook_event.replay': 'Reprocessou evento de webhook',
  'role.create': 'Criou perfil de acesso',
  'role.update': 'Alterou perfil de acesso',
  'admin.set_role': 'Definiu o perfil de um administrador',
};

export function AdminAuditLogsPage() {
  const query = useAuditLogs();
  return (
    <AdminPageShell title="Logs da plataforma" subtitle="Cada ação dos administradores, com o antes e o depois.">
      <QueryState query={query} title="Não foi possível carregar os logs">
        {(data) =>
          data.logs.length === 0 ? (
            <EmptyState variant="inline" icon={ScrollText} title="Nenhuma ação registrada" />
          ) : (
            <ul aria-label="Ações" className="space-y-2">
              {data.logs.map((l) => (
                <li key={l.id} className="rounded-xl border border-border bg-surface p-3 text-sm">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <strong>{ACTIONS[l.action] ?? l.action}</strong>
                    <span className="text-muted-foreground">{l.admin.email}</span>
                    <span className="ml-auto text-xs text-muted-foreground">{formatDateTime(l.created_at)}</span>
                  </div>
                  <p className="text-xs text-muted-foreground">
                    {l.target_type} {l.target_id}
                  </p>
                  <details className="mt-1">
                    <summary className="cursor-pointer text-muted-foreground">Antes e depois</summary>
                    <div className="mt-1 grid gap-2 md:grid-cols-2">
                      <pre className="max-h-48 overflow-auto rounded bg-surface-muted p-2 text-xs">{JSON.stringify(l.before, null, 2)}</pre>
                      <pre className="max-h-48 overflow-auto rounded bg-surface-muted p-2 text-xs">{JSON.stringify(l.after, null, 2)}</pre>
                    </div>
                  </details>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </AdminPageShell>
  );
}
