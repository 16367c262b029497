// Actions the secretary's brain reports for a turn (playground answers and message `actions`),
// with the Portuguese label the app shows for each.

export type TBrainActionType =
  | 'book'
  | 'reschedule'
  | 'cancel'
  | 'confirm'
  | 'list_services'
  | 'list_appointments'
  | 'answer_faq'
  | 'save_client_name'
  | 'transfer_to_human'
  | 'join_waitlist';

const BRAIN_ACTION_LABELS: Record<TBrainActionType, string> = {
  book: 'Agendamento criado',
  reschedule: 'Agendamento remarcado',
  cancel: 'Agendamento cancelado',
  confirm: 'Agendamento confirmado',
  list_services: 'Consultou os serviços',
  list_appointments: 'Consultou os agendamentos',
  answer_faq: 'Respondeu pelas perguntas frequentes',
  save_client_name: 'Salvou o nome do cliente',
  transfer_to_human: 'Transferiu para atendimento humano',
  join_waitlist: 'Colocou na lista de espera',
};

/** The label of an action type; unknown types get a neutral label instead of the raw value. */
export function brainActionLabel(type: string): string {
  return (BRAIN_ACTION_LABELS as Record<string, string>)[type] ?? 'Ação da assistente';
}

/** Actions that create, move or cancel a booking (shown with their date). */
export const BOOKING_ACTION_TYPES: readonly TBrainActionType[] = ['book', 'reschedule', 'cancel', 'confirm'];
