import { Controller } from 'react-hook-form';
import { DEFAULT_DAY_PARTS, LANGUAGES, LANGUAGE_LABELS } from '@agenda/shared/company';
import { ZCompanyUpdateBody, type TCompanyUpdateBody } from '@agenda/shared/schemas/company';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { useZodForm } from '@/lib/forms';
import type { TCompanySettings } from '../../api/get-company-settings';
import { useChatPersonalities } from '../../api/get-chat-personalities';
import { INSTRUCTION_AREAS, nullIfBlank, PERSONALITY_DEFAULT, personalityOptions } from './assistant-options';
import { DayPartsField } from './day-parts-field';
import { SettingsSaveBar } from './settings-save-bar';
import { SettingsSection } from './settings-section';

const ZAssistantForm = ZCompanyUpdateBody.pick({
  is_assistant_for_clients_enabled: true,
  is_assistant_for_users_enabled: true,
  custom_assistant_name: true,
  chat_personality_slug: true,
  assistant_language: true,
  custom_greeting: true,
  is_greeting_clients_by_name: true,
  custom_greeting_clients_instructions: true,
  custom_instructions: true,
  day_parts: true,
});

const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }));

function defaults(s: TCompanySettings) {
  return {
    is_assistant_for_clients_enabled: s.is_assistant_for_clients_enabled,
    is_assistant_for_users_enabled: s.is_assistant_for_users_enabled,
    custom_assistant_name: s.custom_assistant_name ?? '',
    chat_personality_slug: s.chat_personality_slug ?? PERSONALITY_DEFAULT,
    assistant_language: s.assistant_language,
    custom_greeting: s.custom_greeting ?? '',
    is_greeting_clients_by_name: s.is_greeting_clients_by_name,
    custom_greeting_clients_instructions: s.custom_greeting_clients_instructions ?? '',
    custom_instructions: { Client_Entry_Routing: '', Client_Conversational: '', Client_Service_Info: '', ...(s.custom_instructions ?? {}) },
    day_parts: s.day_parts ?? DEFAULT_DAY_PARTS,
  };
}

/** /assistente: on/off, identity, greeting and the custom instructions per area. */
export function AssistantForm({ settings, onSave }: { settings: TCompanySettings; onSave: (body: TCompanyUpdateBody) => Promise<void> }) {
  const form = useZodForm(ZAssistantForm, { defaultValues: defaults(settings) });
  const { errors, isSubmitting, isDirty } = form.formState;
  const personalities = useChatPersonalities(String(settings.id));

  const submit = form.handleSubmit(async (v) => {
    const instructions = Object.fromEntries(
      Object.entries(v.custom_instructions ?? {})
        .map(([k, t]) => [k, (t ?? '').trim()])
        .filter(([, t]) => t),
    );
    await onSave({
      ...v,
      custom_assistant_name: nullIfBlank(v.custom_assistant_name),
      chat_personality_slug: v.chat_personality_slug === PERSONALITY_DEFAULT ? null : (v.chat_personality_slug ?? null),
      custom_greeting: nullIfBlank(v.custom_greeting),
      custom_greeting_clients_instructions: nullIfBlank(v.custom_greeting_clients_instructions),
      custom_instructions: instructions,
    });
    form.reset(form.getValues());
  });

  const toggle = (
    name: 'is_assistant_for_clients_enabled' | 'is_assistant_for_users_enabled' | 'is_greeting_clients_by_name',
    label: string,
    description: string,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Switch label={label} description={description} checked={Boolean(field.value)} onCheckedChange={field.onChange} />
      )}
    />
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="assistant-form">
      <SettingsSection title="Quem a assistente atende">
        {toggle(
          'is_assistant_for_clients_enabled',
          'Responder clientes automaticamente',
          'Desligado, as mensagens chegam em Conversas e só a equipe responde.',
        )}
        {toggle(
          'is_assistant_for_users_enabled',
          'Responder a equipe da empresa',
          'Quando alguém da equipe escreve para o número da empresa, a assistente também responde (por exemplo, para consultar a agenda).',
        )}
      </SettingsSection>
      <SettingsSection title="Identidade" description="Como a assistente se apresenta para os seus clientes.">
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label="Nome da assistente"
            placeholder="Ex.: Bia"
            description="Em branco, ela se apresenta como assistente virtual da empresa."
            maxLength={60}
            error={errors.custom_assistant_name?.message}
            {...form.register('custom_assistant_name')}
          />
          <Controller
            control={form.control}
            name="chat_personality_slug"
            render={({ field }) => (
              <Select
                label="Jeito de falar"
                options={personalityOptions(personalities.data, settings.chat_personality_slug)}
                value={field.value ?? PERSONALITY_DEFAULT}
                onValueChange={field.onChange}
                description={
                  personalities.isPending
                    ? 'Carregando as opções…'
                    : personalities.isError
                      ? 'Não foi possível carregar as opções agora. Tente de novo mais tarde.'
                      : undefined
                }
              />
            )}
          />
          <Controller
            control={form.control}
            name="assistant_language"
            render={({ field }) => (
              <Select label="Idioma das respostas" options={LANGUAGE_OPTIONS} value={field.value} onValueChange={field.onChange} />
            )}
          />
        </div>
      </SettingsSection>
      <SettingsSection title="Saudação" description="A primeira mensagem que o cliente recebe.">
        <Textarea
          label="Mensagem de boas-vindas"
          placeholder="Ex.: Olá! Que bom falar com você 😊 Sou a Bia, da Barbearia do Zé."
          maxLength={1000}
          error={errors.custom_greeting?.message}
          {...form.register('custom_greeting')}
        />
        {toggle(
          'is_greeting_clients_by_name',
          'Chamar o cliente pelo nome',
          'Quando o nome é conhecido, a saudação usa o primeiro nome do cliente.',
        )}
        <Textarea
          label="Como receber clientes que já conhecemos"
          placeholder="Ex.: Para clientes que já vieram, pergunte se querem repetir o último serviço."
          maxLength={2000}
          error={errors.custom_greeting_clients_instructions?.message}
          {...form.register('custom_greeting_clients_instructions')}
        />
      </SettingsSection>
      <SettingsSection
        title="Períodos do dia"
        description="Quando o cliente pede “de manhã”, “à tarde” ou “à noite”, a secretária procura horários nestas faixas."
      >
        <DayPartsField
          control={form.control as never}
          errors={errors}
          onReset={() => form.setValue('day_parts', { ...DEFAULT_DAY_PARTS }, { shouldDirty: true })}
        />
      </SettingsSection>
      <SettingsSection
        title="Instruções"
        description="Escreva como se estivesse orientando uma recepcionista nova. Frases curtas funcionam melhor."
      >
        {INSTRUCTION_AREAS.map(({ area, label, description, placeholder }) => (
          <Textarea
            key={area}
            label={label}
            description={description}
            placeholder={placeholder}
            maxLength={4000}
            error={errors.custom_instructions?.[area]?.message}
            {...form.register(`custom_instructions.${area}`)}
          />
        ))}
      </SettingsSection>
      <SettingsSaveBar dirty={isDirty} saving={isSubmitting} onDiscard={() => form.reset(defaults(settings))} />
    </form>
  );
}
