// The confirmation of a delete in the back-office editors.
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

export function ConfirmDelete(props: { title: string; description: string; pending: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? null : props.onClose())}
      title={props.title}
      description={props.description}
      footer={
        <>
          <Button variant="outline" onClick={props.onClose}>
            Cancelar
          </Button>
          <Button variant="danger" loading={props.pending} onClick={props.onConfirm}>
            Excluir
          </Button>
        </>
      }
    />
  );
}
