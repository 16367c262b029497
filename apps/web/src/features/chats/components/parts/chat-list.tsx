import { MessagesSquare, Search } from 'lucide-react';
import { CHAT_SORT_OPTIONS, CHAT_SORT_OPTION_LABELS, type TChatSortOption } from '@agenda/shared/chat';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import type { TChat } from '../../api/chat-types';
import { ChatListItem } from './chat-list-item';

interface ChatListProps {
  chats: TChat[] | undefined;
  loading: boolean;
  selectedId: string | null;
  timezone: string;
  sort: TChatSortOption;
  search: string;
  onSort: (sort: TChatSortOption) => void;
  onSearch: (search: string) => void;
  onSelect: (id: string) => void;
}

const SORT_OPTIONS = CHAT_SORT_OPTIONS.map((value) => ({ value, label: CHAT_SORT_OPTION_LABELS[value] }));

/** The inbox column: search, sort (docs/spec.md §3) and the chats. */
export function ChatList({ chats, loading, selectedId, timezone, sort, search, onSort, onSearch, onSelect }: ChatListProps) {
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex flex-col gap-2 border-b border-border p-3">
        <Input
          aria-label="Buscar conversa"
          placeholder="Buscar conversa"
          leftIcon={<Search />}
          value={search}
          onChange={(e) => onSearch(e.target.value)}
        />
        <Select aria-label="Ordenar conversas" value={sort} onValueChange={(v) => onSort(v as TChatSortOption)} options={SORT_OPTIONS} />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-2" data-testid="chat-list">
        {loading && !chats ? (
          <div className="space-y-2 p-1">
            {[0, 1, 2, 3, 4].map((i) => (
              <div key={i} className="flex items-center gap-3 p-2">
                <Skeleton className="size-10 rounded-full" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-3.5 w-2/3" />
                  <Skeleton className="h-3 w-full" />
                </div>
              </div>
            ))}
          </div>
        ) : chats && chats.length > 0 ? (
          <ul className="space-y-0.5">
            {chats.map((chat) => (
              <li key={chat.id}>
                <ChatListItem chat={chat} selected={chat.id === selectedId} timezone={timezone} onSelect={onSelect} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            variant="inline"
            icon={MessagesSquare}
            title={search ? 'Nenhuma conversa encontrada' : 'Nenhuma conversa ainda'}
            description={
              search
                ? 'Tente buscar por outro nome ou telefone.'
                : 'Quando um cliente escrever no WhatsApp ou no Instagram, a conversa aparece aqui na hora.'
            }
          />
        )}
      </div>
    </div>
  );
}
