import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { TFaq } from '../../api/faq-types';

export function DeleteFaqModal({
  faq,
  onClose,
  onConfirm,
  busy,
}: {
  faq: TFaq | null;
  onClose: () => void;
  onConfirm: () => void;
  busy: boolean;
}) {
  return (
    <Modal
      open={Boolean(faq)}
      onOpenChange={(o) => !o && onClose()}
      size="sm"
      icon={<Trash2 />}
      title="Excluir pergunta?"
      description={faq ? `A assistente deixa de usar a resposta de “${faq.question}”.` : undefined}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button variant="danger" loading={busy} onClick={onConfirm}>
            Excluir
          </Button>
        </>
      }
    />
  );
}
