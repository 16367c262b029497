// /admin/chats: conversations of every company, filtered by review tag (docs/spec.md §3) or contact name.
import { useState } from 'react';
import { Link } from 'react-router';
import { MessagesSquare, Search } from 'lucide-react';
import { ADMIN_CHAT_TAGS, type TAdminChatTag } from '@agenda/shared/schemas/admin';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAdminChats } from '../api/chats-api';
import { AdminPageShell, formatDateTime, QueryState } from './admin-page-shell';
import { channelLabel, TAG_LABELS, TagPills } from './chat-tags';

export function AdminChatsPage() {
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState<TAdminChatTag | 'all'>('all');
  const debounced = useDebouncedValue(search.trim(), 300);
  const query = useAdminChats({ search: debounced || undefined, tag: tag === 'all' ? undefined : tag });
  return (
    <AdminPageShell title="Conversas" subtitle="Conversas de todas as empresas, com as etiquetas de revisão da secretária.">
      <div className="grid gap-3 sm:grid-cols-[1fr_240px]">
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
                  </div>
                  <div className="flex flex-col items-end gap-1">
                    <span className="text-xs text-muted-foreground">{formatDateTime(c.last_message_at)}</span>
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
