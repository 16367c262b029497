import { Link } from 'react-router';
import { useEffect, useState } from 'react';
import { ArrowLeft, CalendarDays, MessagesSquare } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { ClientTagList } from './client-tag-list';
import { Button } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useChat } from '../../api/get-chat';
import { useMarkChatRead } from '../../api/mark-chat-read';
import { useOlderMessages } from '../../api/get-older-messages';
import { useResumeChat } from '../../api/resume-chat';
import { useSendStaffMessage } from '../../api/send-staff-message';
import { useTransferChat } from '../../api/transfer-chat';
import { ChannelIcon } from './channel-badge';
import { contactOf } from './chat-contact';
import { ClientBookings } from './client-bookings';
import { Composer } from './composer';
import { HandoffBar } from './handoff-bar';
import { MessageList } from './message-list';

interface ConversationProps {
  companyId: string;
  chatId: string;
  timezone: string;
  /** Phones: back to the list. */
  onBack?: () => void;
}

/** One chat: who answers it, the messages, the staff answer box and the client's bookings
 *  (a column beside it on wide screens, a drawer elsewhere). */
export function Conversation({ companyId, chatId, timezone, onBack }: ConversationProps) {
  const { data, isPending, isError } = useChat(companyId, chatId);
  const send = useSendStaffMessage(companyId, chatId);
  const transfer = useTransferChat(companyId, chatId);
  const resume = useResumeChat(companyId, chatId);
  const older = useOlderMessages(companyId, chatId);
  const { mutate: markRead } = useMarkChatRead(companyId);
  const [bookingsOpen, setBookingsOpen] = useState(false);
  const unread = data?.chat.unread_count ?? 0;

  useEffect(() => {
    if (unread > 0) markRead(chatId);
  }, [chatId, unread, markRead]);

  if (isPending) {
    return (
      <div className="flex flex-1 flex-col gap-3 p-4">
        <Skeleton className="h-12 w-1/2" />
        <Skeleton className="h-16 w-2/3" />
        <Skeleton className="ml-auto h-16 w-2/3" />
      </div>
    );
  }
  if (isError || !data) {
    return (
      <EmptyState
        variant="inline"
        icon={MessagesSquare}
        title="Conversa não encontrada"
        description="Ela pode ter sido removida. Escolha outra conversa na lista."
      />
    );
  }
  const { chat, messages } = data;
  const first = messages[0];

  return (
    <div className="flex h-full min-h-0 flex-1" data-testid="conversation">
      <section className="flex min-w-0 flex-1 flex-col" aria-label={`Conversa com ${chat.display_name}`}>
        <header className="flex items-center gap-3 border-b border-border bg-surface px-3 py-2.5 sm:px-4">
          {onBack ? (
            <Button variant="ghost" iconOnly aria-label="Voltar para a lista" onClick={onBack} className="lg:hidden">
              <ArrowLeft />
            </Button>
          ) : null}
          <Avatar name={chat.display_name} size="md" />
          <div className="min-w-0 flex-1">
            <h2 className="truncate text-base font-semibold text-foreground" data-testid="conversation-title">
              <Link to={`/app/clientes/${chat.client_id}/timeline`} className="hover:underline" title="Abrir ficha do cliente">
                {chat.display_name}
              </Link>
            </h2>
            <p className="flex min-w-0 items-center gap-1.5 text-[13px] text-muted-foreground">
              <ChannelIcon channel={chat.channel} />
              <span className="truncate">{contactOf(chat)}</span>
            </p>
            <ClientTagList companyId={companyId} clientId={chat.client_id} />
          </div>
          <Button
            variant="outline"
            size="sm"
            className="xl:hidden"
            leftIcon={<CalendarDays />}
            onClick={() => setBookingsOpen(true)}
            aria-label="Ver agendamentos do cliente"
          >
            <span className="max-sm:hidden">Agendamentos</span>
          </Button>
        </header>
        <HandoffBar
          chat={chat}
          timezone={timezone}
          busy={transfer.isPending || resume.isPending}
          onTransfer={() => transfer.mutate()}
          onResume={() => resume.mutate()}
        />
        <MessageList
          messages={messages}
          timezone={timezone}
          hasOlder={data.has_older}
          loadingOlder={older.isPending}
          onLoadOlder={() => first && older.mutate(first.created_at)}
        />
        <Composer
          onSend={(content) => send.mutateAsync(content)}
          hint={chat.channel === 'test' ? 'Conversa de teste: a resposta não é enviada a ninguém' : undefined}
        />
      </section>
      <aside
        className="hidden w-64 shrink-0 overflow-y-auto border-l border-border bg-surface p-4 xl:block"
        aria-label="Agendamentos do cliente"
      >
        <h2 className="mb-3 flex items-center gap-2 text-sm font-semibold text-foreground">
          <CalendarDays className="size-4 text-primary" aria-hidden />
          Agendamentos
        </h2>
        <ClientBookings companyId={companyId} clientId={chat.client_id} timezone={timezone} />
      </aside>
      <Drawer open={bookingsOpen} onOpenChange={setBookingsOpen} title={`Agendamentos de ${chat.display_name}`} size="sm">
        <ClientBookings companyId={companyId} clientId={chat.client_id} timezone={timezone} />
      </Drawer>
    </div>
  );
}
