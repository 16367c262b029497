import { renderMessageVariables, type TMessageVariables } from '@agenda/shared/scheduled-message';
import { WhatsappText } from '@/components/ui/whatsapp-text';
import { dayjs } from '@/lib/dates';

/** Sample values for a template's {{variables}}: the owner as the client, the company, tomorrow at 14:00. */
export function previewVariables(ownerName: string, companyName: string, now = dayjs()): TMessageVariables {
  const at = now.add(1, 'day').hour(14).minute(0);
  return {
    name: ownerName.trim().split(/\s+/)[0] ?? '',
    company_name: companyName,
    service_name: 'Corte e escova',
    schedule_date: at.format('DD/MM/YYYY'),
    schedule_time: at.format('HH:mm'),
    schedule_datetime: `${at.format('DD/MM/YYYY')} às ${at.format('HH:mm')}`,
  };
}

/** The template as the client will read it on WhatsApp, beside the field (issue 16: no raw {{placeholders}}). */
export function MessagePreview({ text, vars }: { text: string; vars: TMessageVariables }) {
  const rendered = renderMessageVariables(text, vars);
  if (!rendered) return null;
  return (
    <figure className="flex flex-col gap-1" data-testid="message-preview">
      <figcaption className="text-xs font-medium text-muted-foreground">Prévia com os seus dados</figcaption>
      <div className="max-w-md self-start rounded-xl rounded-tl-sm bg-success-soft px-3 py-2 text-sm whitespace-pre-wrap text-foreground">
        <WhatsappText text={rendered} />
      </div>
    </figure>
  );
}
