import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { MessagesSquare } from 'lucide-react';
import type { TChatSortOption } from '@agenda/shared/chat';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/empty-state';
import { useSelectedCompany } from '@/stores/company-store';
import { useChats } from '../api/get-chats';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useLiveChats } from '../hooks/use-live-chats';
import { ChatList } from './parts/chat-list';
import { Conversation } from './parts/conversation';

/** /app/chats: the inbox of every channel, live through the company room. */
export function ChatsPage() {
  const company = useSelectedCompany();
  const companyId = company ? String(company.id) : null;
  const timezone = company?.timezone ?? 'America/Sao_Paulo';
  const [params, setParams] = useSearchParams();
  const [sort, setSort] = useState<TChatSortOption>('last_message');
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search);
  const chats = useChats(companyId, { sort, search: debounced });
  useLiveChats(companyId);
  const selected = params.get('chat');

  const select = (id: string | null) => setParams(id ? { chat: id } : {}, { replace: false });

  if (!companyId) return null;
  return (
    <div className="flex h-[calc(100dvh-4rem)] min-h-0" data-testid="chats-page">
      <h1 className="sr-only">Conversas</h1>
      <div className={cn('w-full shrink-0 border-r border-border bg-surface lg:w-72', selected && 'max-lg:hidden')}>
        <ChatList
          chats={chats.data}
          loading={chats.isPending}
          selectedId={selected}
          timezone={timezone}
          sort={sort}
          search={search}
          onSort={setSort}
          onSearch={setSearch}
          onSelect={select}
        />
      </div>
      <div className={cn('min-w-0 flex-1', !selected && 'max-lg:hidden')}>
        {selected ? (
          <Conversation key={selected} companyId={companyId} chatId={selected} timezone={timezone} onBack={() => select(null)} />
        ) : (
          <div className="flex h-full items-center justify-center p-6">
            <EmptyState
              variant="inline"
              icon={MessagesSquare}
              title="Escolha uma conversa"
              description="Veja o que a assistente respondeu, responda você mesmo ou transfira para um atendente."
            />
          </div>
        )}
      </div>
    </div>
  );
}
