import { Headset } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/components/ui/cn';
import type { TChat } from '../../api/chat-types';
import { plainPreview, shortWhen } from '../../utils/format';
import { sentimentInfo } from '@/lib/sentiment';
import { ChannelIcon } from './channel-badge';

export function ChatListItem({
  chat,
  selected,
  timezone,
  onSelect,
}: {
  chat: TChat;
  selected: boolean;
  timezone: string;
  onSelect: (id: string) => void;
}) {
  const sentiment = sentimentInfo(chat.last_sentiment);
  return (
    <button
      type="button"
      onClick={() => onSelect(chat.id)}
      aria-current={selected || undefined}
      data-testid="chat-list-item"
      className={cn(
        'flex w-full items-start gap-3 rounded-xl px-3 py-2.5 text-left transition-colors',
        selected ? 'bg-primary-soft' : 'hover:bg-surface-muted',
      )}
    >
      <Avatar name={chat.display_name} size="md" />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-center gap-1.5">
          <span className="truncate text-sm font-semibold text-foreground">{chat.display_name}</span>
          <ChannelIcon channel={chat.channel} />
          <span className="ml-auto shrink-0 text-[11px] text-muted-foreground">
            {shortWhen(chat.last_message_at ?? chat.created_at, timezone)}
          </span>
        </span>
        <span className="flex items-center gap-1.5">
          <span className="line-clamp-1 min-w-0 flex-1 text-[13px] text-muted-foreground">
            {plainPreview(chat.last_message_preview) || 'Sem mensagens'}
          </span>
          {sentiment ? (
            <span
              className="shrink-0 text-sm leading-none"
              role="img"
              aria-label={`Sentimento: ${sentiment.label}`}
              title={sentiment.label}
            >
              {sentiment.emoji}
            </span>
          ) : null}
          {chat.unread_count > 0 ? (
            <span
              className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-[11px] font-semibold text-primary-foreground"
              aria-label={`${chat.unread_count} não lidas`}
            >
              {chat.unread_count}
            </span>
          ) : null}
        </span>
        {chat.is_transferred_to_human ? (
          <span className="mt-0.5 inline-flex w-fit items-center gap-1 rounded-full bg-warning-soft px-2 py-0.5 text-[11px] font-medium text-warning-soft-foreground">
            <Headset className="size-3" aria-hidden />
            Aguardando atendente
          </span>
        ) : null}
      </span>
    </button>
  );
}
