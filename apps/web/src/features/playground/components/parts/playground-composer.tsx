import { useState } from 'react';
import { SendHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';

/** What the pretend client types; Enter sends. */
export function PlaygroundComposer({ onSend, busy }: { onSend: (text: string) => void; busy: boolean }) {
  const [text, setText] = useState('');
  const send = () => {
    const t = text.trim();
    if (!t || busy) return;
    onSend(t);
    setText('');
  };
  return (
    <form
      className="flex items-end gap-2 border-t border-border bg-surface p-3"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <Textarea
        aria-label="Mensagem como cliente"
        placeholder="Escreva como um cliente escreveria…"
        minRows={1}
        maxRows={4}
        maxLength={4000}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onEnter={send}
        containerClassName="flex-1"
      />
      <Button type="submit" iconOnly aria-label="Enviar mensagem de teste" loading={busy} className="mb-px">
        <SendHorizontal />
      </Button>
    </form>
  );
}
