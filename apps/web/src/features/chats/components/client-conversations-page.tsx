import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ChevronLeft, MessagesSquare } from 'lucide-react';
import { CHANNEL_LABELS } from '@agenda/shared/channel';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useSelectedCompany } from '@/stores/company-store';
import { useChats } from '../api/get-chats';
import { useLiveChats } from '../hooks/use-live-chats';
import { ChannelIcon } from './parts/channel-badge';
import { Conversation } from './parts/conversation';

/** /app/clientes/{id}/conversas: the same chat as in /app/chats, one per channel of the client. */
export function ClientConversationsPage() {
  const { client_id } = useParams();
  const company = useSelectedCompany();
  const companyId = company ? String(company.id) : null;
  const timezone = company?.timezone ?? 'America/Sao_Paulo';
  const isUuid = /^[0-9a-f-]{36}$/i.test(client_id ?? '');
  const chats = useChats(isUuid ? companyId : null, { sort: 'last_message', client_id });
  useLiveChats(companyId);
  const [picked, setPicked] = useState<string | null>(null);
  const list = chats.data ?? [];
  const current = list.find((c) => c.id === picked) ?? list[0] ?? null;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 p-4 sm:p-6">
      <header>
        <Link
          to={isUuid ? `/app/clientes/${client_id}/timeline` : '/app/clientes'}
          className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ChevronLeft className="size-4" aria-hidden />
          {isUuid ? 'Ficha do cliente' : 'Clientes'}
        </Link>
        <h1 className="mt-1 truncate text-2xl font-bold tracking-tight text-foreground">
          Conversas{current ? ` de ${current.display_name}` : ''}
        </h1>
      </header>
      {list.length > 1 ? (
        <div className="flex flex-wrap gap-2" role="tablist" aria-label="Canal da conversa">
          {list.map((c) => (
            <button
              key={c.id}
              type="button"
              role="tab"
              aria-selected={c.id === current?.id}
              onClick={() => setPicked(c.id)}
              className={cn(
                'inline-flex h-9 items-center gap-2 rounded-full border px-3 text-sm font-medium',
                c.id === current?.id
                  ? 'border-primary bg-primary-soft text-primary-soft-foreground'
                  : 'border-border bg-surface text-muted-foreground hover:text-foreground',
              )}
            >
              <ChannelIcon channel={c.channel} />
              {CHANNEL_LABELS[c.channel]}
            </button>
          ))}
        </div>
      ) : null}
      {!isUuid || (chats.isSuccess && !current) ? (
        <EmptyState
          icon={MessagesSquare}
          title="Nenhuma conversa com este cliente"
          description="Quando o cliente escrever no WhatsApp ou no Instagram, a conversa aparece aqui e em Conversas."
        />
      ) : current && companyId ? (
        <div className="h-[calc(100dvh-13rem)] min-h-[30rem] overflow-hidden rounded-2xl border border-border bg-surface shadow-xs">
          <Conversation key={current.id} companyId={companyId} chatId={current.id} timezone={timezone} />
        </div>
      ) : (
        <Skeleton className="h-[28rem] w-full rounded-2xl" />
      )}
    </div>
  );
}
