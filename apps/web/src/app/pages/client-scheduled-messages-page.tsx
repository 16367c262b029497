// The client's "Mensagens agendadas" tab: the profile frame (header, tabs) around the client's scheduled messages.
import { ClientProfileLayout } from '@/features/clients/components/client-profile-layout';
import { ScheduledMessagesPage } from '@/features/scheduled-messages/components/scheduled-messages-page';

export function ClientScheduledMessagesPage() {
  return (
    <ClientProfileLayout>
      <ScheduledMessagesPage />
    </ClientProfileLayout>
  );
}
