import { useState } from 'react';
import { Link } from 'react-router';
import { Merge } from 'lucide-react';
import type { TClientDetailDto } from '@agenda/shared/schemas/clients';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useMergeClients } from '../api/client-writes';
import { useClientDuplicates } from '../api/get-client';

/** Other clients with the same number: one click merges them into this one (bookings and chats move here). */
export function DuplicatesNotice({ companyId, client }: { companyId: string | null; client: TClientDetailDto }) {
  const dups = useClientDuplicates(companyId, client.id);
  const merge = useMergeClients(companyId);
  const [picked, setPicked] = useState<{ id: string; name: string } | null>(null);
  if (!dups.data?.length) return null;
  return (
    <section
      className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950/40"
      aria-label="Possíveis duplicados"
    >
      <p className="font-medium text-foreground">Outros cadastros com o mesmo telefone:</p>
      <ul className="mt-2 flex flex-col gap-2">
        {dups.data.map((d) => (
          <li key={d.id} className="flex flex-wrap items-center justify-between gap-2">
            <Link to={`/app/clientes/${d.id}/timeline`} className="text-foreground underline-offset-2 hover:underline">
              {d.name}
            </Link>
            <Button size="sm" variant="outline" leftIcon={<Merge />} onClick={() => setPicked(d)}>
              Juntar com este cliente
            </Button>
          </li>
        ))}
      </ul>
      <Modal
        open={Boolean(picked)}
        onOpenChange={(open) => !open && setPicked(null)}
        title="Juntar clientes?"
        description={
          picked
            ? `Os agendamentos e conversas de ${picked.name} passam para ${client.name}, e o cadastro de ${picked.name} é apagado.`
            : ''
        }
        footer={
          <>
            <Button variant="outline" onClick={() => setPicked(null)}>
              Cancelar
            </Button>
            <Button
              loading={merge.isPending}
              onClick={() => picked && merge.mutate({ survivor_id: client.id, merged_id: picked.id }, { onSuccess: () => setPicked(null) })}
            >
              Juntar
            </Button>
          </>
        }
      />
    </section>
  );
}
