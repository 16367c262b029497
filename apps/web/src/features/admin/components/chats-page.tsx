// /admin/chats: conversations of every company, filtered by review tag (docs/spec.md §3) or contact name.
import { useState } from 'react';
import { Link } from 'react-router';
import { MessagesSquare, Search } from 'lucide-react';
import { CHAT_SORT_OPTION_LABELS, CHAT_SORT_OPTIONS, type TChatSortOption } from '@agenda/shared/chat';
import { ADMIN_CHAT_TAGS, type TAdminChatTag } from '@agenda/shared/schemas/admin';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Pill } from '@/components/ui/pill';
import { Select } from '@/components/ui/select';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAdminChats } from '../api/chats-api';
import { AdminPageShell, formatDateTime, QueryState } from './admin-page-shell';
import { channelLabel, SentimentPills, TAG_LABELS, TagPills } from './chat-tags';

export function AdminChatsPage() {
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState<TAdminChatTag | 'all'>('all');
  const [sort, setSort] = useState<TChatSortOption>('last_message');
  const debounced = useDebouncedValue(search.trim(), 300);
  const query = useAdminChats({ search: debounced || undefined, tag: tag === 'all' ? undefined : tag, sort });
  return (
    <AdminPageShell title="Conversas" subtitle="Conversas de todas as empresas, com as etiquetas de revisão da secretária.">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_240px_240px]">
        <Input
          aria-label="Buscar contato"
          placeholder="Buscar pelo nome do contato"
          leftIcon={<Search />}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Select
          aria-label="Etiqueta"
          value={tag}
          onValueChange={(v) => setTag(v as TAdminChatTag | 'all')}
          options={[{ value: 'all', label: 'Todas as etiquetas' }, ...ADMIN_CHAT_TAGS.map((t) => ({ value: t, label: TAG_LABELS[t] }))]}
        />
        <Select
          aria-label="Ordenar"
          value={sort}
          onValueChange={(v) => setSort(v as TChatSortOption)}
          options={CHAT_SORT_OPTIONS.map((o) => ({ value: o, label: CHAT_SORT_OPTION_LABELS[o] }))}
        />
      </div>
      <QueryState query={query} title="Não foi possível carregar as conversas">
        {(data) =>
          data.chats.length === 0 ? (
            <EmptyState
              variant="inline"
              icon={MessagesSquare}
              title="Nenhuma conversa encontrada"
              description="Mude a busca ou a etiqueta."
            />
          ) : (
            <ul aria-label="Conversas" className="divide-y divide-border rounded-xl border border-border bg-surface">
              {data.chats.map((c) => (
                <li key={c.id} className="flex flex-wrap items-start gap-x-4 gap-y-1 p-3">
                  <div className="min-w-0 flex-1">
                    <Link to={`/admin/chats/${c.id}`} className="font-semibold text-primary hover:underline">
                      {c.display_name}
                    </Link>
                    <span className="ml-2 text-xs text-muted-foreground">
                      {c.company_name} · {channelLabel(c.channel)}
                    </span>
                    <p className="truncate text-sm text-muted-foreground">{c.last_message_preview ?? 'Sem mensagens'}</p>
                    <div className="mt-1">
                      <SentimentPills last={c.last_sentiment} average={c.average_sentiment} />
                    </div>
                  </div>
                  <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto sm:flex-col sm:items-end sm:gap-1">
                    <span className="text-xs text-muted-foreground">{formatDateTime(c.last_message_at)}</span>
                    {c.is_transferred_to_human ? (
                      <Pill size="sm" type="warning">
                        Transferida para humano
                      </Pill>
                    ) : null}
                    <TagPills tags={c.admin_tags} />
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </AdminPageShell>
  );
}
