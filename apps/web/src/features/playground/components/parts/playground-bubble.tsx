import { Bot, CalendarCheck, TriangleAlert } from 'lucide-react';
import { BOOKING_ACTION_TYPES, brainActionLabel, type TBrainActionType } from '@agenda/shared/brain-action';
import { cn } from '@/components/ui/cn';
import { WhatsappText } from '@/components/ui/whatsapp-text';
import type { TPlaygroundEntry } from '../../hooks/use-playground-store';
import { whenLabel } from './when-label';

/** In the playground the owner is the client: their messages on the right, the assistant's on the left. */
export function PlaygroundBubble({ entry, timezone }: { entry: TPlaygroundEntry; timezone: string }) {
  const mine = entry.from === 'client';
  const other = entry.actions.filter((a) => !BOOKING_ACTION_TYPES.includes(a.type as TBrainActionType));
  const bookings = entry.actions.filter((a) => BOOKING_ACTION_TYPES.includes(a.type as TBrainActionType));
  return (
    <div className={cn('flex', mine ? 'justify-end' : 'justify-start')} data-testid="playground-message" data-from={entry.from}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2 shadow-xs',
          mine && 'rounded-br-md bg-primary text-primary-foreground',
          entry.from === 'assistant' && 'rounded-bl-md bg-surface text-foreground ring-1 ring-border',
          entry.from === 'error' && 'rounded-bl-md bg-danger-soft text-danger-soft-foreground',
        )}
      >
        {entry.from === 'assistant' ? (
          <p className="mb-0.5 flex items-center gap-1 text-[11px] font-semibold text-muted-foreground">
            <Bot className="size-3" aria-hidden />
            Assistente
          </p>
        ) : null}
        {entry.from === 'error' ? <TriangleAlert className="mb-1 size-4" aria-hidden /> : null}
        <WhatsappText text={entry.text} />
        {bookings.map((a, i) => (
          <p
            key={i}
            className="mt-1.5 flex items-center gap-1.5 rounded-lg bg-primary-soft px-2 py-1 text-xs font-medium text-primary-soft-foreground"
            data-testid="playground-booking-action"
          >
            <CalendarCheck className="size-3.5 shrink-0" aria-hidden />
            {brainActionLabel(a.type)}
            {a.start_at ? ` · ${whenLabel(a.start_at, timezone)}` : ''}
          </p>
        ))}
        {other.length ? (
          <p className="mt-1 text-[11px] text-muted-foreground">{other.map((a) => brainActionLabel(a.type)).join(' · ')}</p>
        ) : null}
      </div>
    </div>
  );
}
