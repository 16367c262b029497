import { useState } from 'react';
import { SendHorizontal } from 'lucide-react';
import { ZStaffMessageBody } from '@agenda/shared/schemas/secretary';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';

/** Staff answer box: Enter sends, Shift+Enter breaks the line. */
export function Composer({ onSend, disabled, hint }: { onSend: (content: string) => Promise<unknown>; disabled?: boolean; hint?: string }) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function send() {
    if (sending) return;
    const parsed = ZStaffMessageBody.safeParse({ content: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setSending(true);
    setError(undefined);
    try {
      await onSend(parsed.data.content);
      setText('');
    } catch {
      /* the HTTP client already showed the error toast; the text stays for another try */
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      className="flex items-end gap-2 border-t border-border bg-surface p-3"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <Textarea
        aria-label="Mensagem para o cliente"
        placeholder={hint ?? 'Escreva sua resposta…'}
        minRows={1}
        maxRows={5}
        value={text}
        disabled={disabled}
        error={error}
        maxLength={4000}
        onChange={(e) => {
          setText(e.target.value);
          if (error) setError(undefined);
        }}
        onEnter={() => void send()}
        containerClassName="flex-1"
      />
      <Button type="submit" iconOnly aria-label="Enviar mensagem" loading={sending} disabled={disabled} className="mb-px">
        <SendHorizontal />
      </Button>
    </form>
  );
}
