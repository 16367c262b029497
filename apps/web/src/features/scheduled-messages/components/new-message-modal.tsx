import { useState } from 'react';
import { Eye, MessageSquarePlus } from 'lucide-react';
import { MESSAGE_CHANNEL_LABELS, type TMessageChannel } from '@agenda/shared/scheduled-message';
import { ClientPicker, type TPickedClient } from '@/components/clients/client-picker';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { Modal } from '@/components/ui/modal';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { TimeInput } from '@/components/ui/time-input';
import { dayjs, todayIn, zonedIso } from '@/lib/dates';
import { errorMessage } from '@/lib/http/errors';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useClientChannels, useClientPreview, useCreateScheduledMessage, useTemplateOptions } from '../api/new-scheduled-message';

interface Props {
  companyId: string;
  timezone: string;
  onClose: () => void;
  onCreated: () => void;
  /** The client of the client's tab. */
  initialClient?: TPickedClient | null;
}

const NO_TEMPLATE = 'none';

/** The next whole hour in the company's timezone (the form's first suggestion). */
function nextHour(timezone: string) {
  const at = dayjs().tz(timezone).add(1, 'hour').startOf('hour');
  return { date: at.format('YYYY-MM-DD'), time: at.format('HH:mm') };
}

/** The scheduled-message modal: a client, one of their channels, a day and time (company timezone) and the text. */
export function NewMessageModal({ companyId, timezone, onClose, onCreated, initialClient = null }: Props) {
  const [client, setClient] = useState<TPickedClient | null>(initialClient);
  const [channel, setChannel] = useState<TMessageChannel | ''>('');
  const [{ date, time }, setWhen] = useState<{ date: string | null; time: string | null }>(() => nextHour(timezone));
  const [template, setTemplate] = useState(NO_TEMPLATE);
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const channels = useClientChannels(companyId, client?.id ?? null);
  const templates = useTemplateOptions(companyId);
  const preview = useClientPreview(companyId, client?.id ?? null, useDebouncedValue(content, 300));
  const create = useCreateScheduledMessage(companyId);
  const chosenChannel = channel || channels.data?.[0] || '';

  const pickTemplate = (id: string) => {
    setTemplate(id);
    const found = templates.data?.find((t) => t.id === id);
    if (found) setContent(found.content);
  };

  const submit = () => {
    const next: Record<string, string> = {};
    if (!client) next.client = 'Escolha o cliente.';
    else if (!chosenChannel) next.channel = 'Este cliente não tem WhatsApp nem Instagram para receber mensagens.';
    if (!date || !time) next.when = 'Informe a data e a hora do envio.';
    else if (Date.parse(zonedIso(date, time, timezone)) < Date.now() - 60_000) next.when = 'Escolha uma data e hora no futuro.';
    if (!content.trim()) next.content = 'Escreva o texto da mensagem.';
    setErrors(next);
    if (Object.keys(next).length || !client || !date || !time || !chosenChannel) return;
    setFailure(null);
    create.mutate(
      { client_id: client.id, channel: chosenChannel, content: content.trim(), due_at: zonedIso(date, time, timezone) },
      { onSuccess: onCreated, onError: (e) => setFailure(errorMessage(e)) },
    );
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Nova mensagem agendada"
      description="Respeita o horário de silêncio da empresa: dentro dele, sai no fim do silêncio."
      icon={<MessageSquarePlus />}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Voltar
          </Button>
          <Button loading={create.isPending} onClick={submit}>
            Agendar mensagem
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <ClientPicker
          companyId={companyId}
          value={client}
          onChange={(c) => {
            setClient(c);
            setChannel('');
          }}
          error={errors.client}
        />
        {client ? (
          channels.isPending ? (
            <p className="text-sm text-muted-foreground">Carregando os canais do cliente…</p>
          ) : channels.data?.length ? (
            <Select
              label="Canal"
              value={chosenChannel}
              onValueChange={(v) => setChannel(v as TMessageChannel)}
              options={channels.data.map((c) => ({ value: c, label: MESSAGE_CHANNEL_LABELS[c] }))}
            />
          ) : (
            <p className="text-sm text-error" role="alert">
              {channels.isError ? errorMessage(channels.error) : 'Este cliente não tem WhatsApp nem Instagram para receber mensagens.'}
            </p>
          )
        ) : null}
        <div className="grid grid-cols-2 gap-3">
          <DatePicker
            label="Data do envio"
            value={date}
            min={todayIn(timezone)}
            onValueChange={(d) => setWhen((w) => ({ ...w, date: d }))}
            error={errors.when}
          />
          <TimeInput label="Hora" value={time} onValueChange={(t) => setWhen((w) => ({ ...w, time: t }))} />
        </div>
        {templates.data?.length ? (
          <Select
            label="Modelo de mensagem"
            value={template}
            onValueChange={pickTemplate}
            options={[{ value: NO_TEMPLATE, label: 'Sem modelo' }, ...templates.data.map((t) => ({ value: t.id, label: t.title }))]}
          />
        ) : null}
        <Textarea
          label="Mensagem"
          value={content}
          maxLength={4000}
          placeholder="Oi, {{name}}! …"
          onChange={(e) => setContent(e.target.value)}
          error={errors.content}
          description="Variáveis como {{name}} e {{company_name}} são trocadas pelos dados do cliente."
        />
        {client && content.trim() ? (
          <section className="flex flex-col gap-2 rounded-xl border border-border bg-muted/40 p-3" aria-label="Pré-visualização">
            <div className="flex items-center gap-2 text-sm font-semibold text-foreground">
              <Eye className="size-4" aria-hidden /> Como {client.name.split(' ')[0]} vai receber
            </div>
            <p
              className={
                preview.isError ? 'text-sm text-error' : 'whitespace-pre-wrap rounded-lg bg-surface p-3 text-sm text-foreground shadow-xs'
              }
              data-testid="scheduled-preview"
            >
              {preview.isError ? errorMessage(preview.error) : (preview.data ?? 'Carregando a pré-visualização…')}
            </p>
          </section>
        ) : null}
        {failure ? (
          <p className="text-sm text-error" role="alert">
            {failure}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
