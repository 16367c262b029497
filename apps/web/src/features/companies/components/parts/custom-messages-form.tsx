import { Controller } from 'react-hook-form';
import { DEFAULT_REMINDER_MESSAGE } from '@agenda/shared/scheduled-message';
import { ZCompanyUpdateBody, type TCompanyUpdateBody } from '@agenda/shared/schemas/company';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { useZodForm } from '@/lib/forms';
import type { TCompanySettings } from '../../api/get-company-settings';
import { nullIfBlank } from './assistant-options';
import { MessagePreview, previewVariables } from './message-preview';
import { SettingsSaveBar } from './settings-save-bar';
import { SettingsSection } from './settings-section';

const ZMessagesForm = ZCompanyUpdateBody.pick({
  is_assistant_schedule_entry_confirm: true,
  custom_assistant_schedule_entry_message: true,
  send_reminder_message: true,
  reminder_custom_message: true,
  bday_message: true,
  cancelation_observations: true,
});

function defaults(s: TCompanySettings) {
  return {
    is_assistant_schedule_entry_confirm: s.is_assistant_schedule_entry_confirm,
    custom_assistant_schedule_entry_message: s.custom_assistant_schedule_entry_message ?? '',
    send_reminder_message: s.send_reminder_message,
    reminder_custom_message: s.reminder_custom_message ?? '',
    bday_message: s.bday_message ?? '',
    cancelation_observations: s.cancelation_observations ?? '',
  };
}

const VARIABLES =
  'Você pode usar {{name}} para o nome do cliente, {{company_name}}, {{service_name}}, {{schedule_date}} e {{schedule_time}}.';

/** /mensagens-personalizadas: booking confirmation, reminder, birthday and cancellation texts. */
export function CustomMessagesForm({
  settings,
  onSave,
  ownerName,
  companyName,
}: {
  settings: TCompanySettings;
  onSave: (body: TCompanyUpdateBody) => Promise<void>;
  /** The preview fills the {{variables}} with these (the owner as the client). */
  ownerName: string;
  companyName: string;
}) {
  const form = useZodForm(ZMessagesForm, { defaultValues: defaults(settings) });
  const { errors, isSubmitting, isDirty } = form.formState;
  const confirm = form.watch('is_assistant_schedule_entry_confirm');
  const reminder = form.watch('send_reminder_message');
  const vars = previewVariables(ownerName, companyName);

  const submit = form.handleSubmit(async (v) => {
    await onSave({
      ...v,
      custom_assistant_schedule_entry_message: nullIfBlank(v.custom_assistant_schedule_entry_message),
      reminder_custom_message: nullIfBlank(v.reminder_custom_message),
      bday_message: nullIfBlank(v.bday_message),
      cancelation_observations: nullIfBlank(v.cancelation_observations),
    });
    form.reset(form.getValues());
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="custom-messages-form">
      <SettingsSection title="Confirmação antes de agendar">
        <Controller
          control={form.control}
          name="is_assistant_schedule_entry_confirm"
          render={({ field }) => (
            <Switch
              label="Pedir confirmação do cliente antes de marcar"
              description="A assistente repete serviço, dia e horário e só agenda depois do “sim” do cliente."
              checked={Boolean(field.value)}
              onCheckedChange={field.onChange}
            />
          )}
        />
        {confirm ? (
          <Textarea
            label="Mensagem antes da confirmação"
            placeholder="Ex.: Antes de confirmar: chegue 10 minutos antes, tá bom?"
            maxLength={1000}
            error={errors.custom_assistant_schedule_entry_message?.message}
            {...form.register('custom_assistant_schedule_entry_message')}
          />
        ) : null}
      </SettingsSection>
      <SettingsSection title="Lembrete do horário">
        <Controller
          control={form.control}
          name="send_reminder_message"
          render={({ field }) => (
            <Switch
              label="Enviar lembrete antes do atendimento"
              description="O cliente pode confirmar, remarcar ou cancelar respondendo o lembrete."
              checked={Boolean(field.value)}
              onCheckedChange={field.onChange}
            />
          )}
        />
        {reminder ? (
          <Textarea
            label="Texto do lembrete"
            placeholder="Ex.: Oi, {{name}}! Passando para lembrar do seu horário de {{service_name}} em {{schedule_date}} às {{schedule_time}}."
            description={VARIABLES}
            maxLength={1000}
            error={errors.reminder_custom_message?.message}
            {...form.register('reminder_custom_message')}
          />
        ) : null}
        {reminder ? <MessagePreview text={form.watch('reminder_custom_message') || DEFAULT_REMINDER_MESSAGE} vars={vars} /> : null}
      </SettingsSection>
      <SettingsSection title="Aniversário">
        <Textarea
          label="Mensagem de aniversário"
          placeholder="Ex.: Feliz aniversário, {{name}}! 🎉 Você ganhou 10% de desconto este mês."
          description="Enviada no dia do aniversário dos clientes com data de nascimento cadastrada. Em branco, nada é enviado."
          maxLength={1000}
          error={errors.bday_message?.message}
          {...form.register('bday_message')}
        />
        <MessagePreview text={form.watch('bday_message') ?? ''} vars={vars} />
      </SettingsSection>
      <SettingsSection title="Cancelamentos">
        <Textarea
          label="Aviso ao cancelar"
          placeholder="Ex.: Cancelamentos com menos de 2 horas de antecedência podem ser cobrados."
          description="A assistente mostra este aviso quando o cliente pede para cancelar."
          maxLength={2000}
          error={errors.cancelation_observations?.message}
          {...form.register('cancelation_observations')}
        />
      </SettingsSection>
      <SettingsSaveBar dirty={isDirty} saving={isSubmitting} onDiscard={() => form.reset(defaults(settings))} />
    </form>
  );
}
