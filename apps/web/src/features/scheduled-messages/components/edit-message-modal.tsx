import { useState } from 'react';
import { Pencil } from 'lucide-react';
import type { TScheduledMessageDto } from '@agenda/shared/scheduled-message';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Textarea } from '@/components/ui/textarea';

interface Props {
  message: TScheduledMessageDto;
  saving: boolean;
  onSave: (content: string) => void;
  onClose: () => void;
}

/** Edits the text of a message that has not gone out yet. */
export function EditMessageModal({ message, saving, onSave, onClose }: Props) {
  const [content, setContent] = useState(message.content);
  const empty = !content.trim();
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Editar mensagem agendada"
      description={message.client_name ? `Para ${message.client_name}` : undefined}
      icon={<Pencil />}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Voltar
          </Button>
          <Button loading={saving} disabled={empty} onClick={() => onSave(content.trim())}>
            Salvar texto
          </Button>
        </>
      }
    >
      <Textarea aria-label="Texto da mensagem" value={content} maxLength={4000} onChange={(e) => setContent(e.target.value)} />
      {empty ? <p className="mt-1 text-xs text-error">Escreva o texto da mensagem.</p> : null}
    </Modal>
  );
}
