import { ADMIN_CHAT_TAGS, type TAdminChatTag } from '@agenda/shared/schemas/admin';
import { sentimentInfo } from '@/lib/sentiment';
import { Pill, type PillType } from '@/components/ui/pill';
import { Checkbox } from '@/components/ui/checkbox';
import { useSetChatTags } from '../api/chats-api';

/** Channel names as the staff reads them (`test` is the playground). */
export const channelLabel = (channel: string) =>
  ({ whatsapp: 'WhatsApp', instagram: 'Instagram', test: 'Teste (playground)' })[channel] ?? channel;

export const TAG_LABELS: Record<TAdminChatTag, string> = {
  CRITICT_ERROR: 'Erro crítico',
  SIMPLE_ERROR: 'Erro simples',
  EXCELENT_EXAMPLE: 'Exemplo excelente',
  NORMAL_EXAMPLE: 'Exemplo normal',
  REVISED: 'Revisada',
};

const TAG_PILL: Record<TAdminChatTag, PillType> = {
  CRITICT_ERROR: 'error',
  SIMPLE_ERROR: 'warning',
  EXCELENT_EXAMPLE: 'success',
  NORMAL_EXAMPLE: 'info',
  REVISED: 'primary',
};

export function TagPills({ tags }: { tags: TAdminChatTag[] }) {
  return (
    <span className="flex flex-wrap gap-1">
      {tags.map((t) => (
        <Pill key={t} size="sm" type={TAG_PILL[t]}>
          {TAG_LABELS[t]}
        </Pill>
      ))}
    </span>
  );
}

/** The review tags of one conversation, saved on each change (and audited by the API). */
export function TagEditor({ chatId, tags }: { chatId: string; tags: TAdminChatTag[] }) {
  const save = useSetChatTags(chatId);
  return (
    <fieldset className="space-y-2" disabled={save.isPending}>
      <legend className="mb-1 text-sm font-semibold">Etiquetas de revisão</legend>
      {ADMIN_CHAT_TAGS.map((t) => (
        <Checkbox
          key={t}
          label={TAG_LABELS[t]}
          checked={tags.includes(t)}
          onCheckedChange={(v) => save.mutate(v ? [...tags, t] : tags.filter((x) => x !== t))}
        />
      ))}
    </fieldset>
  );
}

const signed = (n: number) => `${n > 0 ? '+' : ''}${n.toLocaleString('pt-BR', { maximumFractionDigits: 1 })}`;

/** The client's sentiment (−5 to 5): the last message's and the conversation's average. */
export function SentimentPills({ last, average }: { last: number | null; average: number | null }) {
  const items = [
    ['Último', last],
    ['Médio', average],
  ] as const;
  if (last === null && average === null)
    return (
      <Pill size="sm" type="default">
        Sentimento não medido
      </Pill>
    );
  return (
    <span className="flex flex-wrap gap-1">
      {items.map(([what, score]) => {
        const info = sentimentInfo(score);
        return info && score !== null ? (
          <Pill key={what} size="sm" type={info.tone}>
            {what}: {info.label} ({signed(score)})
          </Pill>
        ) : (
          <Pill key={what} size="sm" type="default">
            {what}: não medido
          </Pill>
        );
      })}
    </span>
  );
}
