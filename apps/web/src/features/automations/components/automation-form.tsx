import { useState } from 'react';
import { Zap } from 'lucide-react';
import {
  AUTOMATION_ACTION_LABELS,
  AUTOMATION_TIME_UNIT_LABELS,
  AUTOMATION_TRIGGER_DEFAULTS,
  AUTOMATION_TRIGGER_LABELS,
  AUTOMATION_TRIGGERS,
  automationPlaceholder,
  variablesForTrigger,
  ZSaveAutomation,
  type TAutomationDto,
  type TAutomationTrigger,
  type TSaveAutomation,
} from '@agenda/shared/automation';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { useServiceOptions } from '../api/automations';
import { MessagePreview } from '@/components/messages/message-preview';

const VARIABLE_LABELS: Record<string, string> = {
  name: 'Nome',
  company_name: 'Empresa',
  schedule_date: 'Data',
  schedule_time: 'Hora',
  service_name: 'Serviço',
  schedule_datetime: 'Data e hora',
};

const blank = (trigger: TAutomationTrigger): TSaveAutomation => ({
  title: '',
  trigger,
  action: 'send_message',
  ...AUTOMATION_TRIGGER_DEFAULTS[trigger],
  use_service_recurrence: false,
  content: '',
  tag: null,
  service_ids: [],
  is_active: true,
});

interface Props {
  companyId: string;
  automation: TAutomationDto | null;
  saving: boolean;
  onSave: (body: TSaveAutomation) => void;
  onClose: () => void;
}

/** The automation form: when (trigger and offset), what (message or tag), for which services, with a live preview. */
export function AutomationForm({ companyId, automation, saving, onSave, onClose }: Props) {
  const [form, setForm] = useState<TSaveAutomation>(() => (automation ? { ...automation } : blank('before_schedule')));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const services = useServiceOptions(companyId);
  const set = (patch: Partial<TSaveAutomation>) => setForm((f) => ({ ...f, ...patch }));
  const changeTrigger = (trigger: TAutomationTrigger) =>
    set({
      trigger,
      ...AUTOMATION_TRIGGER_DEFAULTS[trigger],
      use_service_recurrence: trigger === 'after_schedule' && form.use_service_recurrence,
    });
  const insert = (variable: Parameters<typeof automationPlaceholder>[0]) =>
    set({ content: `${form.content}${automationPlaceholder(variable)}` });
  const toggleService = (id: string, on: boolean) =>
    set({ service_ids: on ? [...form.service_ids, id] : form.service_ids.filter((s) => s !== id) });

  const submit = () => {
    const parsed = ZSaveAutomation.safeParse(form);
    if (parsed.success) return onSave(parsed.data);
    setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={automation ? 'Editar automação' : 'Nova automação'}
      description="Mensagens e etiquetas automáticas antes e depois dos atendimentos."
      icon={<Zap />}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Voltar
          </Button>
          <Button loading={saving} onClick={submit}>
            Salvar automação
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <Input label="Nome" value={form.title} maxLength={120} error={errors.title} onChange={(e) => set({ title: e.target.value })} />
        <Select
          label="Quando"
          value={form.trigger}
          onValueChange={(v) => changeTrigger(v as TAutomationTrigger)}
          options={AUTOMATION_TRIGGERS.map((t) => ({ value: t, label: AUTOMATION_TRIGGER_LABELS[t] }))}
        />
        {form.use_service_recurrence ? null : (
          <div className="grid grid-cols-[6rem_1fr_1fr] gap-2">
            <Input
              label="Tempo"
              type="number"
              min={0}
              max={365}
              value={String(form.time_value)}
              error={errors.time_value}
              onChange={(e) => set({ time_value: Number(e.target.value) })}
            />
            <Select
              label="Unidade"
              value={form.time_unit}
              onValueChange={(v) => set({ time_unit: v as TSaveAutomation['time_unit'] })}
              options={Object.entries(AUTOMATION_TIME_UNIT_LABELS).map(([value, label]) => ({ value, label }))}
            />
            <Select
              label="Antes ou depois"
              value={form.time_operation}
              onValueChange={(v) => set({ time_operation: v as TSaveAutomation['time_operation'] })}
              options={[
                { value: 'subtract', label: 'antes' },
                { value: 'add', label: 'depois' },
              ]}
            />
          </div>
        )}
        {form.trigger === 'after_schedule' ? (
          <Switch
            label="Mensagem de retorno"
            description="Envia quando chegar a recorrência esperada de cada serviço (ex.: 30 dias depois do corte)."
            checked={form.use_service_recurrence}
            onCheckedChange={(on) => set({ use_service_recurrence: on })}
          />
        ) : null}
        <Select
          label="O que fazer"
          value={form.action}
          onValueChange={(v) => set({ action: v as TSaveAutomation['action'] })}
          options={Object.entries(AUTOMATION_ACTION_LABELS).map(([value, label]) => ({ value, label }))}
        />
        {form.action === 'set_client_tag' ? (
          <Input label="Etiqueta" value={form.tag ?? ''} maxLength={40} error={errors.tag} onChange={(e) => set({ tag: e.target.value })} />
        ) : (
          <>
            <Textarea
              label="Mensagem"
              value={form.content}
              maxLength={4000}
              error={errors.content}
              onChange={(e) => set({ content: e.target.value })}
            />
            <div className="flex flex-wrap gap-1.5" aria-label="Variáveis">
              {variablesForTrigger(form.trigger).map((v) => (
                <Button key={v} size="sm" variant="outline" onClick={() => insert(v)}>
                  {VARIABLE_LABELS[v]}
                </Button>
              ))}
            </div>
            <MessagePreview companyId={companyId} content={form.content} endpoint={`/user/${companyId}/automations/preview`} />
          </>
        )}
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-foreground">Serviços (nenhum marcado: todos)</legend>
          {services.data?.map((s) => (
            <Checkbox
              key={s.id}
              label={s.title}
              checked={form.service_ids.includes(s.id)}
              onCheckedChange={(on) => toggleService(s.id, on === true)}
            />
          ))}
        </fieldset>
        <Switch label="Automação ativa" checked={form.is_active} onCheckedChange={(on) => set({ is_active: on })} />
      </div>
    </Modal>
  );
}
