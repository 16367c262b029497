import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { WHEN_ANSWER_ABOUT_PRICE, WHEN_ANSWER_ABOUT_PRICE_LABELS, type TAiToolType } from '@agenda/shared/company';
import { ZCompanyUpdateBody, type TCompanyUpdateBody } from '@agenda/shared/schemas/company';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { useZodForm } from '@/lib/forms';
import type { TCompanySettings } from '../../api/get-company-settings';
import { bookingCapOptions, delayOptions, nullIfBlank, SUGGESTION_LIMIT_OPTIONS, suspendOptions } from './assistant-options';
import { SettingsSaveBar } from './settings-save-bar';
import { SettingsSection } from './settings-section';

const ZAdvancedForm = ZCompanyUpdateBody.pick({ when_answer_about_price: true, custom_transfer_instructions: true }).extend({
  limit_suggestions_per_period: z.string(),
  max_upcoming_schedules_per_client: z.string(),
  min_response_delay: z.string(),
  hours_to_suspend_assistant_after_human_intervention: z.string(),
  can_schedule: z.boolean(),
  can_converse: z.boolean(),
});

const PRICE_OPTIONS = WHEN_ANSWER_ABOUT_PRICE.map((value) => ({ value, label: WHEN_ANSWER_ABOUT_PRICE_LABELS[value] }));

function defaults(s: TCompanySettings) {
  return {
    when_answer_about_price: s.when_answer_about_price,
    custom_transfer_instructions: s.custom_transfer_instructions ?? '',
    limit_suggestions_per_period: String(s.limit_suggestions_per_period),
    max_upcoming_schedules_per_client: String(s.max_upcoming_schedules_per_client ?? 3),
    min_response_delay: String(s.min_response_delay),
    hours_to_suspend_assistant_after_human_intervention: String(s.hours_to_suspend_assistant_after_human_intervention),
    can_schedule: !s.ignore_ai_tool_types.includes('schedule'),
    can_converse: !s.ignore_ai_tool_types.includes('conversational'),
  };
}

/** /configuracao-avancada: prices, suggestions, response delay, handoff and what the assistant may do. */
export function AdvancedSettingsForm({
  settings,
  onSave,
}: {
  settings: TCompanySettings;
  onSave: (body: TCompanyUpdateBody) => Promise<void>;
}) {
  const form = useZodForm(ZAdvancedForm, { defaultValues: defaults(settings) });
  const { errors, isSubmitting, isDirty } = form.formState;

  const submit = form.handleSubmit(async (v) => {
    const ignore: TAiToolType[] = [
      ...(v.can_schedule ? [] : (['schedule'] as const)),
      ...(v.can_converse ? [] : (['conversational'] as const)),
    ];
    await onSave({
      when_answer_about_price: v.when_answer_about_price,
      custom_transfer_instructions: nullIfBlank(v.custom_transfer_instructions),
      limit_suggestions_per_period: Number(v.limit_suggestions_per_period),
      max_upcoming_schedules_per_client: Number(v.max_upcoming_schedules_per_client),
      min_response_delay: Number(v.min_response_delay),
      hours_to_suspend_assistant_after_human_intervention: Number(v.hours_to_suspend_assistant_after_human_intervention),
      ignore_ai_tool_types: ignore,
    });
    form.reset(form.getValues());
  });

  const select = (
    name:
      | 'when_answer_about_price'
      | 'limit_suggestions_per_period'
      | 'min_response_delay'
      | 'hours_to_suspend_assistant_after_human_intervention'
      | 'max_upcoming_schedules_per_client',
    label: string,
    description: string,
    options: { value: string; label: string }[],
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select label={label} description={description} options={options} value={String(field.value)} onValueChange={field.onChange} />
      )}
    />
  );

  const toggle = (name: 'can_schedule' | 'can_converse', label: string, description: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => <Switch label={label} description={description} checked={field.value} onCheckedChange={field.onChange} />}
    />
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="advanced-settings-form">
      <SettingsSection title="O que a assistente pode fazer">
        {toggle(
          'can_schedule',
          'Agendar, confirmar e cancelar horários',
          'Desligado, ela não marca, confirma nem cancela horários: só passa as informações.',
        )}
        {toggle('can_converse', 'Responder perguntas gerais', 'Desligado, ela só cuida dos agendamentos e não responde dúvidas gerais.')}
      </SettingsSection>
      <SettingsSection title="Respostas">
        <div className="grid gap-4 sm:grid-cols-2">
          {select('when_answer_about_price', 'Quando falar o preço', 'Vale para os preços dos serviços cadastrados.', PRICE_OPTIONS)}
          {select(
            'limit_suggestions_per_period',
            'Horários sugeridos por vez',
            'Quantos horários livres a assistente oferece em cada período do dia.',
            SUGGESTION_LIMIT_OPTIONS,
          )}
          {select(
            'min_response_delay',
            'Tempo antes de responder',
            'Se o cliente manda várias mensagens seguidas, a assistente espera este tempo desde a última e responde uma vez só.',
            delayOptions(settings.min_response_delay),
          )}
        </div>
      </SettingsSection>
      <SettingsSection title="Agendamentos pelos clientes">
        <div className="grid gap-4 sm:grid-cols-2">
          {select(
            'max_upcoming_schedules_per_client',
            'Agendamentos futuros por cliente',
            'Quantos horários marcados um mesmo cliente pode ter ao mesmo tempo, pela página de agendamento ou pela assistente. A equipe pode marcar mais pela agenda.',
            bookingCapOptions(settings.max_upcoming_schedules_per_client ?? 3),
          )}
        </div>
      </SettingsSection>
      <SettingsSection
        title="Atendimento humano"
        description="Quando alguém da equipe responde, a assistente fica em silêncio nesta conversa por um tempo."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {select(
            'hours_to_suspend_assistant_after_human_intervention',
            'Pausar a assistente por',
            'Depois desse tempo ela volta a responder sozinha.',
            suspendOptions(settings.hours_to_suspend_assistant_after_human_intervention),
          )}
        </div>
        <Textarea
          label="O que dizer ao transferir para uma pessoa"
          description="Usado quando o cliente pede para falar com alguém ou quando a assistente não sabe responder."
          placeholder="Ex.: Diga que a Carla responde em até 1 hora, de terça a sábado."
          maxLength={2000}
          error={errors.custom_transfer_instructions?.message}
          {...form.register('custom_transfer_instructions')}
        />
      </SettingsSection>
      <SettingsSaveBar dirty={isDirty} saving={isSubmitting} onDiscard={() => form.reset(defaults(settings))} />
    </form>
  );
}
