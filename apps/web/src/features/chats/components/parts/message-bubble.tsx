import { Bot, CalendarCheck, Headset, ShieldCheck } from 'lucide-react';
import { BOOKING_ACTION_TYPES, brainActionLabel, type TBrainActionType } from '@agenda/shared/brain-action';
import { MESSAGE_ROLE_LABELS } from '@agenda/shared/chat';
import { cn } from '@/components/ui/cn';
import type { TChatMessage } from '../../api/chat-types';
import { bookingWhen, timeOf } from '../../utils/format';
import { DeliveryStatus } from './delivery-status';
import { MessageMedia } from './message-media';
import { WhatsappText } from '@/components/ui/whatsapp-text';

const TONE = {
  client: 'bg-surface text-foreground ring-1 ring-border rounded-bl-md',
  ai: 'bg-primary-soft text-foreground ring-1 ring-primary/15 rounded-br-md',
  user: 'bg-emerald-50 text-foreground ring-1 ring-emerald-600/15 rounded-br-md dark:bg-emerald-500/15',
  admin: 'bg-amber-50 text-foreground ring-1 ring-amber-600/20 rounded-br-md dark:bg-amber-500/15',
} as const;

const ICON = { ai: Bot, user: Headset, admin: ShieldCheck } as const;

export function MessageBubble({ message, timezone }: { message: TChatMessage; timezone: string }) {
  const incoming = message.role === 'client';
  const Icon = incoming ? null : ICON[message.role as keyof typeof ICON];
  const bookings = message.actions.filter((a) => BOOKING_ACTION_TYPES.includes(a.type as TBrainActionType));
  return (
    <div className={cn('flex', incoming ? 'justify-start' : 'justify-end')} data-testid="chat-message" data-role={message.role}>
      <div className={cn('max-w-[85%] rounded-2xl px-3.5 py-2 shadow-xs sm:max-w-[75%]', TONE[message.role])}>
        {Icon ? (
          <p className="mb-0.5 flex items-center gap-1 text-[11px] font-semibold text-muted-foreground">
            <Icon className="size-3" aria-hidden />
            {MESSAGE_ROLE_LABELS[message.role]}
          </p>
        ) : null}
        <MessageMedia message={message} />
        {!message.media_kind && message.media?.url ? (
          <a href={message.media.url} target="_blank" rel="noreferrer" className="mb-1 block text-sm font-medium text-primary underline">
            {message.media.file_name ?? 'Abrir anexo'}
          </a>
        ) : null}
        <WhatsappText text={message.content} />
        {bookings.map((a, i) => (
          <p key={i} className="mt-1.5 flex items-center gap-1.5 rounded-lg bg-surface/70 px-2 py-1 text-xs font-medium text-foreground">
            <CalendarCheck className="size-3.5 shrink-0 text-primary" aria-hidden />
            {brainActionLabel(a.type)}
            {a.start_at ? ` · ${bookingWhen(a.start_at, timezone)}` : ''}
          </p>
        ))}
        <p className="mt-0.5 flex items-center justify-end gap-1 text-[11px] text-muted-foreground">
          {timeOf(message.created_at, timezone)}
          {incoming ? null : <DeliveryStatus message={message} />}
        </p>
        {message.delivery_status === 'failed' ? (
          <p className="mt-1 text-xs font-medium text-danger">
            Não foi possível enviar esta mensagem{message.attempts > 1 ? ` (${message.attempts} tentativas)` : ''}. Verifique a conexão do
            canal.
          </p>
        ) : null}
      </div>
    </div>
  );
}
