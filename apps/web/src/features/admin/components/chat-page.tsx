// /admin/chats/{id} and /logs: the conversation, every turn of the brain (dialogue state, tool calls and
// their results, latency), the review tags, and the export as an eval scenario (`pnpm eval:secretary`).
import { NavLink, useLocation, useParams } from 'react-router';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { fetchChatScenario, useAdminChatLogs } from '../api/chats-api';
import type { TAdminMessage, TAdminRun } from '../api/admin-types';
import { AdminPageShell, formatDateTime, QueryState } from './admin-page-shell';
import { channelLabel, SentimentPills, TagEditor, TagPills } from './chat-tags';

const ROLE_LABELS: Record<TAdminMessage['role'], string> = { client: 'Cliente', ai: 'Secretária', user: 'Equipe', admin: 'Administrador' };

async function downloadScenario(chatId: string) {
  const scenario = await fetchChatScenario(chatId);
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(scenario, null, 2)}\n`], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${scenario.id}.json`;
  a.click();
  URL.revokeObjectURL(url);
}

function Messages({ messages }: { messages: TAdminMessage[] }) {
  if (messages.length === 0) return <EmptyState variant="inline" title="Sem mensagens" />;
  return (
    <ol aria-label="Mensagens" className="space-y-2">
      {messages.map((m) => (
        <li key={m.id} className={`flex ${m.role === 'client' ? 'justify-start' : 'justify-end'}`}>
          <div
            className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm ${m.role === 'client' ? 'bg-surface-muted' : 'bg-primary-soft text-primary-soft-foreground'}`}
          >
            <span className="block text-xs font-semibold">
              {ROLE_LABELS[m.role]} · {formatDateTime(m.created_at)}
            </span>
            <span className="whitespace-pre-wrap break-words">{m.content}</span>
          </div>
        </li>
      ))}
    </ol>
  );
}

function Runs({ runs }: { runs: TAdminRun[] }) {
  if (runs.length === 0)
    return <EmptyState variant="inline" title="Nenhum turno da secretária" description="A IA ainda não respondeu nesta conversa." />;
  return (
    <ol aria-label="Turnos da secretária" className="space-y-3">
      {runs.map((r, i) => (
        <li key={r.id} className="rounded-xl border border-border bg-surface p-3 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <strong>
              Turno {i + 1} · {r.model}
            </strong>
            <span className="text-xs text-muted-foreground">
              {formatDateTime(r.created_at)} · {r.latency_ms} ms · {r.total_tokens} tokens
            </span>
          </div>
          {r.error ? <p className="mt-2 rounded bg-red-50 p-2 text-red-800 dark:bg-red-500/15 dark:text-red-200">Erro: {r.error}</p> : null}
          <details className="mt-2" open>
            <summary className="cursor-pointer font-medium">Ferramentas chamadas ({r.tool_calls.length})</summary>
            <pre className="mt-1 max-h-64 overflow-auto rounded bg-surface-muted p-2 text-xs">{JSON.stringify(r.tool_calls, null, 2)}</pre>
          </details>
          <details className="mt-2">
            <summary className="cursor-pointer font-medium">Estado do diálogo</summary>
            <pre className="mt-1 max-h-64 overflow-auto rounded bg-surface-muted p-2 text-xs">
              {JSON.stringify(r.dialogue_state ?? {}, null, 2)}
            </pre>
          </details>
        </li>
      ))}
    </ol>
  );
}

export function AdminChatPage() {
  const id = useParams().chat_id ?? '';
  const logs = useLocation().pathname.replace(/\/+$/, '').endsWith('/logs');
  const query = useAdminChatLogs(id);
  const tab = ({ isActive }: { isActive: boolean }) =>
    `inline-flex h-10 items-center border-b-2 px-3 text-sm font-medium ${isActive ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground'}`;
  return (
    <QueryState query={query} title="Não foi possível carregar a conversa">
      {(data) => (
        <AdminPageShell
          title={logs ? `Registros · ${data.chat.display_name}` : data.chat.display_name}
          subtitle={`${data.chat.company_name} · ${channelLabel(data.chat.channel)}`}
          actions={
            <Button variant="outline" leftIcon={<Download />} onClick={() => void downloadScenario(id)}>
              Exportar como cenário
            </Button>
          }
        >
          <nav aria-label="Seções da conversa" className="flex gap-1 border-b border-border">
            <NavLink end to={`/admin/chats/${id}`} className={tab}>
              Mensagens
            </NavLink>
            <NavLink end to={`/admin/chats/${id}/logs`} className={tab}>
              Registros da IA
            </NavLink>
          </nav>
          <div className="grid gap-4 lg:grid-cols-[1fr_280px]">
            <div>{logs ? <Runs runs={data.runs} /> : <Messages messages={data.messages} />}</div>
            <Card className="h-fit">
              <CardHeader>
                <CardTitle>Revisão</CardTitle>
              </CardHeader>
              <CardContent className="space-y-3">
                <div>
                  <p className="mb-1 text-sm font-semibold">Sentimento do cliente</p>
                  <SentimentPills last={data.chat.last_sentiment} average={data.chat.average_sentiment} />
                </div>
                <TagPills tags={data.chat.admin_tags} />
                <TagEditor chatId={id} tags={data.chat.admin_tags} />
              </CardContent>
            </Card>
          </div>
        </AdminPageShell>
      )}
    </QueryState>
  );
}
