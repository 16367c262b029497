import { READ_MESSAGE_OPTIONS, READ_MESSAGE_OPTION_LABELS, type TReadMessageOption } from '@agenda/shared/integration';
import { Select } from '@/components/ui/select';
import { toast } from '@/stores/toast-store';
import type { TChannelIntegration } from '../../api/integration-types';
import { useUpdateIntegrationSettings } from '../../api/update-integration-settings';

const OPTIONS = READ_MESSAGE_OPTIONS.map((value) => ({ value, label: READ_MESSAGE_OPTION_LABELS[value] }));

/** When the assistant marks the client's messages as read (all, schedule_successfully, never). */
export function ReadMessageSetting({
  companyId,
  integration,
  disabled,
}: {
  companyId: string;
  integration: TChannelIntegration;
  disabled?: boolean;
}) {
  const update = useUpdateIntegrationSettings(companyId);
  return (
    <Select
      label="Marcar mensagens do cliente como lidas"
      description="O cliente vê os dois tiques azuis quando a assistente lê a mensagem."
      options={OPTIONS}
      value={integration.read_message_option}
      disabled={disabled || update.isPending}
      onValueChange={(v) =>
        update.mutate(
          { id: integration.id, body: { read_message_option: v as TReadMessageOption } },
          { onSuccess: () => toast.success('Preferência salva.') },
        )
      }
    />
  );
}
