import { TriangleAlert } from 'lucide-react';
import { useClientRecords } from '@/lib/client-records';
import { useSelectedCompany } from '@/stores/company-store';

/**
 * The client's restrictions (allergies and the like) from the prontuário, as a warning for whoever attends them.
 * Nothing is shown without restrictions or when the company has no prontuário (extra feature off).
 */
export function ClientRestrictions({ clientId }: { clientId: string | null | undefined }) {
  const company = useSelectedCompany();
  const records = useClientRecords(company?.id, clientId, 'restriction');
  const items = (records.data ?? []).filter((r) => r.text);
  if (!items.length) return null;
  return (
    <div
      role="note"
      aria-label="Restrições do cliente"
      className="flex gap-2 rounded-lg border border-warning/40 bg-warning-soft p-3 text-sm"
      data-testid="client-restrictions"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning-soft-foreground" aria-hidden />
      <div className="min-w-0 text-warning-soft-foreground">
        <p className="font-semibold">Restrições</p>
        <ul className="list-inside list-disc">
          {items.map((r) => (
            <li key={r.id} className="break-words">
              {r.text}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
