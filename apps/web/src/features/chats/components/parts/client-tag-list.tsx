import { useChatClientTags } from '../../api/get-client-tags';

/** The client's tags beside the chat title, each in its colour. */
export function ClientTagList({ companyId, clientId }: { companyId: string; clientId: string }) {
  const { data } = useChatClientTags(companyId, clientId);
  if (!data?.length) return null;
  return (
    <span className="flex flex-wrap gap-1" aria-label="Etiquetas do cliente">
      {data.map((t) => (
        <span
          key={t.name}
          className="rounded-full px-2 text-[11px] font-medium text-foreground"
          style={{ backgroundColor: `${t.color}26`, boxShadow: `inset 0 0 0 1px ${t.color}` }}
        >
          {t.name}
        </span>
      ))}
    </span>
  );
}
