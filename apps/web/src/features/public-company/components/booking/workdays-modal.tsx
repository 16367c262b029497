import { Clock } from 'lucide-react';
import type { TWorkdayDto } from '@agenda/shared/schemas/scheduling-dto';
import { Modal } from '@/components/ui/modal';
import { HoursList } from '../hours-list';

/** The workdays modal of the public page: the company's week. */
export function WorkdaysModal({
  open,
  onOpenChange,
  workdays,
  timezone,
  name,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  workdays: TWorkdayDto[];
  timezone: string;
  name: string;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      icon={<Clock />}
      title="Horário de funcionamento"
      description={`Os dias e horários em que ${name} atende. Cada profissional pode ter horários próprios.`}
      size="sm"
    >
      <HoursList workdays={workdays} timezone={timezone} />
    </Modal>
  );
}
