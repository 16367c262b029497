import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Bot, RotateCcw, UserRound } from 'lucide-react';
import { formatPhone } from '@agenda/shared/phone';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { HttpError } from '@/lib/http/errors';
import { useSendPlaygroundMessage } from '../api/send-playground-message';
import { usePlaygroundStore } from '../hooks/use-playground-store';
import { DialogueStatePanel } from './parts/dialogue-state-panel';
import { PlaygroundBubble } from './parts/playground-bubble';
import { PlaygroundClientForm } from './parts/playground-client-form';
import { PlaygroundComposer } from './parts/playground-composer';

const STARTERS = ['Oi, tem horário pra amanhã à tarde?', 'Quanto custa?', 'Quero falar com uma pessoa'];

/** The test chat with the real brain; shared by /app/playground and the "testar assistente" modal. */
export function PlaygroundChat({ companyId, timezone, className }: { companyId: string; timezone: string; className?: string }) {
  const { client, entries, dialogueState, add, setClient, setDialogueState, restart, forCompany } = usePlaygroundStore();
  const send = useSendPlaygroundMessage(companyId);
  const [editing, setEditing] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => forCompany(companyId), [companyId, forCompany]);
  useLayoutEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [entries.length, send.isPending]);

  async function say(text: string) {
    add({ from: 'client', text, actions: [] });
    try {
      const answer = await send.mutateAsync({ message: text, client });
      setDialogueState(answer.dialogue_state ?? null);
      if (answer.replies.length === 0)
        add({ from: 'assistant', text: '(A assistente não respondeu esta mensagem.)', actions: answer.actions });
      answer.replies.forEach((reply, i) =>
        add({ from: 'assistant', text: reply, actions: i === answer.replies.length - 1 ? answer.actions : [] }),
      );
    } catch (error) {
      add({
        from: 'error',
        text: error instanceof HttpError ? error.message : 'Não foi possível falar com a assistente agora. Tente de novo.',
        actions: [],
      });
    }
  }

  return (
    <div className={cn('flex min-h-0 flex-col overflow-hidden', className)} data-testid="playground-chat">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-border bg-surface px-3 py-2">
        <p className="flex min-w-0 basis-full items-center gap-2 text-[13px] text-muted-foreground sm:flex-1 sm:basis-auto">
          <UserRound className="size-4 shrink-0" aria-hidden />
          <span className="truncate">
            Você é <span className="font-semibold text-foreground">{client.name}</span> · {formatPhone(client.phone)}
          </span>
        </p>
        <div className="flex gap-1 max-sm:-ml-3">
          <Button size="sm" variant="ghost" onClick={() => setEditing((v) => !v)}>
            Alterar cliente
          </Button>
          <Button size="sm" variant="ghost" leftIcon={<RotateCcw />} onClick={restart} disabled={entries.length === 0}>
            Nova conversa
          </Button>
        </div>
      </div>
      {editing ? (
        <div className="border-b border-border p-3">
          <PlaygroundClientForm
            client={client}
            onCancel={() => setEditing(false)}
            onSave={(c) => {
              setClient(c);
              setEditing(false);
            }}
          />
        </div>
      ) : null}
      <div className="flex min-h-0 flex-1 flex-col md:flex-row">
        <DialogueStatePanel
          state={dialogueState}
          className="shrink-0 border-b border-border md:order-last md:w-64 md:overflow-y-auto md:border-b-0 md:border-l"
        />
        <div className="flex min-h-0 flex-1 flex-col">
          <div ref={listRef} className="min-h-0 flex-1 space-y-2 overflow-y-auto bg-surface-sunken/50 px-3 py-4 sm:px-4" aria-live="polite">
            {entries.length === 0 ? (
              <div className="flex flex-col items-center px-2 py-8 text-center">
                <div className="flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary">
                  <Bot className="size-6" aria-hidden />
                </div>
                <p className="mt-3 text-sm font-semibold text-foreground">Converse como se fosse um cliente</p>
                <p className="mt-1 max-w-sm text-[13px] text-muted-foreground">
                  A assistente responde com as suas configurações, serviços e horários de verdade. Os agendamentos feitos aqui ficam
                  marcados como teste.
                </p>
                <div className="mt-4 flex flex-wrap justify-center gap-2">
                  {STARTERS.map((s) => (
                    <button
                      key={s}
                      type="button"
                      onClick={() => void say(s)}
                      className="rounded-full border border-border bg-surface px-3 py-1.5 text-[13px] text-foreground hover:border-primary hover:text-primary"
                    >
                      {s}
                    </button>
                  ))}
                </div>
              </div>
            ) : (
              entries.map((e) => <PlaygroundBubble key={e.id} entry={e} timezone={timezone} />)
            )}
            {send.isPending ? (
              <p className="flex items-center gap-2 px-1 text-[13px] text-muted-foreground" data-testid="playground-typing">
                <span className="flex gap-1" aria-hidden>
                  <span className="size-1.5 animate-bounce rounded-full bg-muted-foreground [animation-delay:-0.2s]" />
                  <span className="size-1.5 animate-bounce rounded-full bg-muted-foreground [animation-delay:-0.1s]" />
                  <span className="size-1.5 animate-bounce rounded-full bg-muted-foreground" />
                </span>
                A assistente está digitando…
              </p>
            ) : null}
          </div>
          <PlaygroundComposer busy={send.isPending} onSend={(t) => void say(t)} />
        </div>
      </div>
    </div>
  );
}
