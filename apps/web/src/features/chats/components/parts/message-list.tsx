import { Fragment, useLayoutEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import type { TChatMessage } from '../../api/chat-types';
import { dayKey, dayLabel } from '../../utils/format';
import { MessageBubble } from './message-bubble';

interface MessageListProps {
  messages: TChatMessage[];
  timezone: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}

/** Messages grouped by day; follows new messages while the reader is at the bottom. */
export function MessageList({ messages, timezone, hasOlder, loadingOlder, onLoadOlder }: MessageListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const lastId = messages[messages.length - 1]?.id;

  useLayoutEffect(() => {
    const el = ref.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, [lastId]);

  return (
    <div
      ref={ref}
      onScroll={(e) => {
        const el = e.currentTarget;
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
      }}
      className="min-h-0 flex-1 overflow-y-auto bg-surface-sunken/50 px-3 py-4 sm:px-5"
      data-testid="message-list"
      aria-live="polite"
    >
      {hasOlder ? (
        <div className="mb-3 flex justify-center">
          <Button size="sm" variant="ghost" loading={loadingOlder} onClick={onLoadOlder}>
            Carregar mensagens anteriores
          </Button>
        </div>
      ) : null}
      <div className="space-y-2">
        {messages.map((m, i) => {
          const day = dayKey(m.created_at, timezone);
          const newDay = i === 0 || dayKey(messages[i - 1]!.created_at, timezone) !== day;
          return (
            <Fragment key={m.id}>
              {newDay ? (
                <p className="mx-auto my-3 w-fit rounded-full bg-surface px-3 py-1 text-xs font-medium text-muted-foreground shadow-xs ring-1 ring-border first-letter:uppercase">
                  {dayLabel(m.created_at, timezone)}
                </p>
              ) : null}
              <MessageBubble message={m} timezone={timezone} />
            </Fragment>
          );
        })}
      </div>
    </div>
  );
}
