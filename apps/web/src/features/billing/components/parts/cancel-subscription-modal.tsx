import { useState } from 'react';
import {
  SUBSCRIPTION_CANCELLATION_REASON_LABELS,
  SUBSCRIPTION_CANCELLATION_REASONS,
  type TSubscriptionCancellationReason,
} from '@agenda/shared/subscription';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useCancelSubscription } from '../../api/billing-api';
import { formatDate } from '../billing-format';

/** Cancel at the end of the period, with one of the §3 reasons. */
export function CancelSubscriptionModal({ companyId, endAt }: { companyId: string; endAt: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<TSubscriptionCancellationReason | ''>('');
  const [comment, setComment] = useState('');
  const cancel = useCancelSubscription(companyId);

  async function confirm() {
    if (!reason) return;
    await cancel.mutateAsync({ reason, comment: comment.trim() || null });
    setOpen(false);
  }

  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" className="text-danger">
          Cancelar assinatura
        </Button>
      }
      title="Cancelar assinatura"
      description={`Você continua usando tudo até ${formatDate(endAt)}. Depois disso, a secretária para de responder seus clientes.`}
      footer={
        <>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Manter assinatura
          </Button>
          <Button variant="danger" disabled={!reason} loading={cancel.isPending} onClick={() => void confirm()}>
            Confirmar cancelamento
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <Select
          label="Por que você está cancelando?"
          placeholder="Escolha um motivo"
          value={reason}
          onValueChange={(v) => setReason(v as TSubscriptionCancellationReason)}
          options={SUBSCRIPTION_CANCELLATION_REASONS.map((r) => ({ value: r, label: SUBSCRIPTION_CANCELLATION_REASON_LABELS[r] }))}
        />
        <Textarea
          label="Quer contar mais? (opcional)"
          minRows={3}
          maxLength={1000}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      </div>
    </Modal>
  );
}
