import { useState } from 'react';
import { CalendarCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Textarea } from '@/components/ui/textarea';
import type { TSessionClient } from '@/lib/session/types';
import { BookingSummary, type TBookingChoice } from './booking-summary';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  choice: TBookingChoice;
  client: TSessionClient | null;
  pending: boolean;
  onConfirm: (observation: string) => void;
}

/** The schedule confirmation modal: the summary, a note for the business, confirm. */
export function ConfirmModal({ open, onOpenChange, choice, client, pending, onConfirm }: Props) {
  const [observation, setObservation] = useState('');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      icon={<CalendarCheck />}
      title="Confirme seu agendamento"
      description={client ? `Em nome de ${client.name}.` : undefined}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Voltar
          </Button>
          <Button loading={pending} onClick={() => onConfirm(observation)} data-testid="confirm-booking">
            Confirmar agendamento
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <BookingSummary choice={choice} compact />
        <Textarea
          label="Observação (opcional)"
          placeholder="Algo que o profissional precisa saber?"
          minRows={2}
          maxLength={1000}
          value={observation}
          onChange={(e) => setObservation(e.target.value)}
        />
      </div>
    </Modal>
  );
}
