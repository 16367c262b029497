import type { ReactNode } from 'react';
import { Save, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

/** Footer of the calendar and service drawers: delete (when editing), back, save the form by id. */
export function EntityDrawerFooter(props: {
  onDelete?: () => void;
  onClose: () => void;
  formId: string;
  saving: boolean;
  saveLabel: string;
  testId: string;
}) {
  return (
    <>
      {props.onDelete ? (
        <Button variant="ghost" leftIcon={<Trash2 />} className="text-danger hover:bg-danger-soft sm:mr-auto" onClick={props.onDelete}>
          Excluir
        </Button>
      ) : null}
      <Button variant="outline" onClick={props.onClose}>
        Voltar
      </Button>
      <Button type="submit" form={props.formId} loading={props.saving} leftIcon={<Save />} data-testid={props.testId}>
        {props.saveLabel}
      </Button>
    </>
  );
}

/** The "are you sure" step before deleting a calendar or a service. */
export function ConfirmDeleteModal(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  deleting: boolean;
  onConfirm: () => void;
}) {
  return (
    <Modal
      open={props.open}
      onOpenChange={props.onOpenChange}
      icon={<Trash2 />}
      title={props.title}
      description={props.description}
      footer={
        <>
          <Button variant="outline" onClick={() => props.onOpenChange(false)}>
            Voltar
          </Button>
          <Button variant="danger" loading={props.deleting} onClick={props.onConfirm}>
            {props.confirmLabel}
          </Button>
        </>
      }
    />
  );
}
