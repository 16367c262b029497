import { useState } from 'react';
import { ListPlus } from 'lucide-react';
import type { TJoinWaitlist } from '@agenda/shared/waitlist';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { Modal } from '@/components/ui/modal';
import { Textarea } from '@/components/ui/textarea';
import { useCalendars } from '../../api/get-calendars';
import { useServices } from '../../api/get-services';
import { ClientField, type TClientValue } from '../schedule-form/client-field';
import { ServiceCalendarFields } from '../schedule-form/service-calendar-fields';

interface Props {
  companyId: string;
  day: string;
  saving: boolean;
  onSave: (body: TJoinWaitlist) => void;
  onClose: () => void;
}

const NO_CLIENT: TClientValue = { client_mode: 'existing', client_id: '', client_label: '', client_name: '', client_phone: '' };

/** Puts a client on the waitlist for a service (any or one professional) on days between two dates. */
export function WaitlistJoinModal({ companyId, day, saving, onSave, onClose }: Props) {
  const services = useServices(companyId);
  const calendars = useCalendars(companyId);
  const [client, setClient] = useState<TClientValue>(NO_CLIENT);
  const [serviceId, setServiceId] = useState('');
  const [calendarId, setCalendarId] = useState('');
  const [from, setFrom] = useState<string | null>(day);
  const [to, setTo] = useState<string | null>(day);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const found: Record<string, string> = {};
    if (client.client_mode !== 'existing' || !client.client_id) found.client_id = 'Escolha um cliente já cadastrado.';
    if (!serviceId) found.service_id = 'Escolha o serviço.';
    if (!from) found.from_date = 'Informe a data inicial.';
    if (!to) found.to_date = 'Informe a data final.';
    else if (from && to < from) found.to_date = 'A data final deve ser igual ou posterior à inicial.';
    setErrors(found);
    if (Object.keys(found).length) return;
    onSave({
      client_id: client.client_id,
      service_id: serviceId,
      calendar_id: calendarId || null,
      from_date: from!,
      to_date: to!,
      note: note.trim() || null,
    });
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Adicionar à lista de espera"
      description="Quando um horário compatível vagar, o primeiro da fila recebe a oferta pelo WhatsApp."
      icon={<ListPlus />}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button loading={saving} onClick={submit}>
            Adicionar
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <ClientField
          companyId={companyId}
          value={client}
          onChange={(p) => setClient((c) => ({ ...c, ...p }))}
          errors={{ client_id: errors.client_id }}
        />
        <ServiceCalendarFields
          services={services.data ?? []}
          calendars={calendars.data ?? []}
          serviceId={serviceId}
          calendarId={calendarId}
          onService={setServiceId}
          onCalendar={setCalendarId}
          serviceError={errors.service_id}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <DatePicker label="A partir de" value={from} onValueChange={setFrom} error={errors.from_date} required />
          <DatePicker label="Até" value={to} onValueChange={setTo} error={errors.to_date} required />
        </div>
        <Textarea label="Observação (opcional)" value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} showCount />
      </div>
    </Modal>
  );
}
