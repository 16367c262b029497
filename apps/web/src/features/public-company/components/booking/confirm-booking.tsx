import { SCHEDULE_CONFLICT_MESSAGE } from '@agenda/shared/scheduling-rules';
import { HttpError, errorMessage } from '@/lib/http/errors';
import type { TSessionClient } from '@/lib/session/types';
import { toast } from '@/stores/toast-store';
import { useBookSchedule, type TBooked } from '../../api/book-schedule';
import type { TBookingChoice } from './booking-summary';
import { ConfirmModal } from './confirm-modal';

interface Props {
  slug: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  choice: TBookingChoice;
  /** null for "qualquer profissional". */
  calendarId: string | null;
  client: TSessionClient | null;
  onBooked: (booked: TBooked) => void;
  /** The time was taken meanwhile (409): the flow goes back to the times with this message. */
  onConflict: (message: string) => void;
}

/** The confirmation modal and the booking request behind it (loaded with the later steps, issue 17). */
export function ConfirmBooking({ slug, open, onOpenChange, choice, calendarId, client, onBooked, onConflict }: Props) {
  const book = useBookSchedule();
  const confirm = async (observation: string) => {
    const { service, slot } = choice;
    if (!service || !slot) return;
    try {
      const booked = await book.mutateAsync({
        slug,
        body: { service_id: service.id, calendar_id: calendarId, start_at: slot.start_at, observation: observation.trim() || null },
      });
      onOpenChange(false);
      onBooked(booked);
    } catch (error) {
      onOpenChange(false);
      if (error instanceof HttpError && error.status === 409) onConflict(SCHEDULE_CONFLICT_MESSAGE);
      else toast.error(errorMessage(error));
    }
  };
  return (
    <ConfirmModal
      open={open}
      onOpenChange={onOpenChange}
      choice={choice}
      client={client}
      pending={book.isPending}
      onConfirm={(o) => void confirm(o)}
    />
  );
}
