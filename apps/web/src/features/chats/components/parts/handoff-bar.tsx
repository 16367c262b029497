import { Bot, Headset, PauseCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { TChat } from '../../api/chat-types';
import { timeOf, dayKey } from '../../utils/format';

function until(iso: string, tz: string): string {
  const same = dayKey(iso, tz) === dayKey(new Date(), tz);
  if (same) return `até ${timeOf(iso, tz)}`;
  const date = new Intl.DateTimeFormat('pt-BR', { timeZone: tz, day: '2-digit', month: '2-digit' }).format(new Date(iso));
  return `até ${date} às ${timeOf(iso, tz)}`;
}

/** Who is answering this chat now, with the switch between the assistant and a person. */
export function HandoffBar({
  chat,
  timezone,
  onTransfer,
  onResume,
  busy,
}: {
  chat: TChat;
  timezone: string;
  onTransfer: () => void;
  onResume: () => void;
  busy: boolean;
}) {
  if (chat.is_transferred_to_human || !chat.is_assistant_active) {
    const Icon = chat.is_transferred_to_human ? Headset : PauseCircle;
    const text = chat.is_transferred_to_human
      ? 'O cliente está esperando uma pessoa da equipe.'
      : `Assistente pausada${chat.assistant_suspended_until ? ` ${until(chat.assistant_suspended_until, timezone)}` : ''} porque a equipe respondeu.`;
    return (
      <div
        className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-border bg-warning-soft/60 px-4 py-2.5"
        data-testid="handoff-bar"
        data-state="human"
      >
        <Icon className="size-4 shrink-0 text-warning-soft-foreground" aria-hidden />
        <p className="min-w-0 flex-1 text-[13px] text-warning-soft-foreground">{text}</p>
        <Button size="sm" variant="outline" leftIcon={<Bot />} onClick={onResume} loading={busy}>
          Retomar assistente
        </Button>
      </div>
    );
  }
  return (
    <div
      className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-border bg-surface-sunken/60 px-4 py-2.5"
      data-testid="handoff-bar"
      data-state="assistant"
    >
      <Bot className="size-4 shrink-0 text-primary" aria-hidden />
      <p className="min-w-0 flex-1 text-[13px] text-muted-foreground">A assistente está respondendo.</p>
      <Button size="sm" variant="outline" leftIcon={<Headset />} onClick={onTransfer} loading={busy}>
        Transferir para humano
      </Button>
    </div>
  );
}
