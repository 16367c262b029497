// The home's live demo: a chat with the demo company's secretary (the real brain, through the
// playground), so an owner sees in a minute how it answers prices, times and bookings.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Bot, SendHorizontal } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { focusRing } from '@/components/ui/ui-classes';
import { WhatsappText } from '@/components/ui/whatsapp-text';
import { sendDemoMessage } from '../api/demo-message';

interface TBubble {
  from: 'visitor' | 'secretary';
  text: string;
}

const GREETING = 'Olá! Sou a secretária virtual da Barbearia Demo. Pergunte um preço, um horário livre ou peça para marcar um atendimento.';
const SUGGESTIONS = ['Quanto custa o corte?', 'Tem horário amanhã à tarde?', 'Quero marcar uma barba'];

export function HomeDemoChat() {
  const [bubbles, setBubbles] = useState<TBubble[]>([{ from: 'secretary', text: GREETING }]);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const logRef = useRef<HTMLDivElement>(null);

  // The newest line in view after each change (the log scrolls; the page does not).
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [bubbles, sending]);

  const send = async (text: string) => {
    const message = text.trim();
    if (!message || sending) return;
    setBubbles((b) => [...b, { from: 'visitor', text: message }]);
    setDraft('');
    setError(null);
    setSending(true);
    try {
      const answer = await sendDemoMessage(message);
      setBubbles((b) => [...b, ...answer.replies.map((r) => ({ from: 'secretary' as const, text: r }))]);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Não foi possível falar com a secretária agora. Tente de novo.');
      setDraft(message);
      setBubbles((b) => b.slice(0, -1));
    } finally {
      setSending(false);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void send(draft);
  };

  return (
    <section aria-labelledby="demo-titulo" className="mx-auto max-w-6xl px-4 pb-20">
      <div className="grid items-center gap-8 lg:grid-cols-2">
        <div>
          <h2 id="demo-titulo" className="text-3xl font-bold tracking-tight text-foreground">
            Converse agora com a secretária
          </h2>
          <p className="mt-3 text-pretty text-muted-foreground">
            Ela responde como responderia aos clientes da Barbearia Demo: consulta os serviços e os preços, oferece os horários livres da
            agenda e marca o atendimento. Faça o teste como se fosse um cliente.
          </p>
        </div>
        <div className="rounded-2xl border border-border bg-surface shadow-sm">
          <div className="flex items-center gap-3 border-b border-border px-4 py-3">
            <span className="flex size-9 items-center justify-center rounded-full bg-primary-soft text-primary">
              <Bot className="size-5" aria-hidden />
            </span>
            <div>
              <p className="text-sm font-semibold text-foreground">Secretária da Barbearia Demo</p>
              <p className="text-xs text-muted-foreground">Demonstração ao vivo</p>
            </div>
          </div>
          <div
            ref={logRef}
            role="log"
            aria-label="Conversa com a secretária"
            aria-live="polite"
            className="h-72 space-y-2 overflow-y-auto p-4"
          >
            {bubbles.map((b, i) => (
              <div
                key={i}
                data-from={b.from}
                className={cn(
                  'w-fit max-w-[85%] rounded-2xl px-3.5 py-2',
                  b.from === 'visitor' ? 'ml-auto bg-primary text-primary-foreground' : 'bg-surface-muted text-foreground',
                )}
              >
                <span className="sr-only">{b.from === 'visitor' ? 'Você: ' : 'Secretária: '}</span>
                <WhatsappText text={b.text} />
              </div>
            ))}
            {sending && <p className="text-xs text-muted-foreground">A secretária está digitando…</p>}
          </div>
          {bubbles.length === 1 && (
            <div className="flex flex-wrap gap-2 px-4 pb-3">
              {SUGGESTIONS.map((s) => (
                <button
                  key={s}
                  type="button"
                  onClick={() => void send(s)}
                  className={cn(
                    'rounded-full border border-border-strong px-3 py-2 text-xs font-medium text-foreground hover:bg-surface-muted',
                    focusRing,
                  )}
                >
                  {s}
                </button>
              ))}
            </div>
          )}
          {error && (
            <p role="alert" className="px-4 pb-2 text-sm text-danger">
              {error}
            </p>
          )}
          <form onSubmit={onSubmit} className="flex gap-2 border-t border-border p-3">
            <input
              aria-label="Sua mensagem para a secretária"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              maxLength={500}
              placeholder="Escreva como um cliente escreveria…"
              className={cn(
                'h-11 min-w-0 flex-1 rounded-xl border border-border-strong bg-surface px-3 text-sm text-foreground placeholder:text-subtle-foreground',
                focusRing,
              )}
            />
            <button
              type="submit"
              disabled={sending || !draft.trim()}
              className={cn(
                'inline-flex h-11 items-center gap-2 rounded-xl bg-primary px-4 text-sm font-semibold text-primary-foreground hover:bg-primary-hover disabled:opacity-50',
                focusRing,
              )}
            >
              <SendHorizontal className="size-4" aria-hidden />
              Enviar
            </button>
          </form>
        </div>
      </div>
    </section>
  );
}
