import { AlertCircle, Check, CheckCheck, Clock } from 'lucide-react';
import type { TChatMessage } from '../../api/chat-types';

const LABELS = {
  pending: 'Enviando',
  sending: 'Enviando',
  sent: 'Enviada',
  delivered: 'Entregue',
  read: 'Lida',
  failed: 'Não enviada',
} as const;

/** The ticks of an outgoing message (pending, sent, delivered, read) or its failure. */
export function DeliveryStatus({ message }: { message: TChatMessage }) {
  const status = message.delivery_status;
  if (!status) return null;
  const label = LABELS[status];
  const cls = 'size-3.5 shrink-0';
  const icon =
    status === 'pending' || status === 'sending' ? (
      <Clock className={cls} aria-hidden />
    ) : status === 'sent' ? (
      <Check className={cls} aria-hidden />
    ) : status === 'failed' ? (
      <AlertCircle className={`${cls} text-danger`} aria-hidden />
    ) : (
      <CheckCheck className={`${cls} ${status === 'read' ? 'text-sky-500' : ''}`} aria-hidden />
    );
  return (
    <span className="inline-flex items-center" title={label} aria-label={label} role="img">
      {icon}
    </span>
  );
}
