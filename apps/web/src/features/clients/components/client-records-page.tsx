import { useState } from 'react';
import { FileHeart, Lock, TriangleAlert } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { CLIENT_RECORD_TYPE_LABELS, CLIENT_RECORD_TYPES, type TClientRecordType } from '@agenda/shared/client';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useClientRecords } from '@/lib/client-records';
import { tzOf } from '@/lib/dates';
import { errorMessage, HttpError } from '@/lib/http/errors';
import { useSelectedCompany } from '@/stores/company-store';
import { useRecordWrites } from '../api/records';
import { ClientProfileLayout } from './client-profile-layout';
import { RecordCard } from './record-card';
import { RecordForm } from './record-form';

const ALL = 'all';

function RecordsBody() {
  const { client_id = '' } = useParams();
  const company = useSelectedCompany();
  const companyId = company ? String(company.id) : null;
  const records = useClientRecords(companyId, client_id);
  const writes = useRecordWrites(companyId, client_id);
  const [filter, setFilter] = useState<TClientRecordType | typeof ALL>(ALL);

  if (records.isPending && records.fetchStatus !== 'idle')
    return <Skeleton className="h-40 rounded-xl" aria-busy="true" aria-label="Carregando prontuário" />;
  if (records.error instanceof HttpError && records.error.status === 403)
    return (
      <EmptyState
        variant="inline"
        icon={<Lock />}
        title="Prontuário não habilitado"
        description={errorMessage(records.error)}
        action={
          company ? (
            <Button asChild>
              <Link to={`/app/empresas/${company.slug}/assinatura`}>Ver funcionalidades extras</Link>
            </Button>
          ) : undefined
        }
      />
    );
  if (records.error)
    return (
      <EmptyState
        variant="inline"
        icon={<TriangleAlert />}
        title="Não foi possível carregar o prontuário"
        description={errorMessage(records.error)}
        action={<Button onClick={() => void records.refetch()}>Tentar de novo</Button>}
      />
    );
  const shown = (records.data ?? []).filter((r) => filter === ALL || r.type === filter);
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <section aria-label="Registros" className="flex flex-col gap-3">
        <Select
          aria-label="Filtrar por tipo"
          value={filter}
          onValueChange={(v) => setFilter(v as TClientRecordType | typeof ALL)}
          options={[
            { value: ALL, label: 'Todos os tipos' },
            ...CLIENT_RECORD_TYPES.map((t) => ({ value: t, label: CLIENT_RECORD_TYPE_LABELS[t] })),
          ]}
          containerClassName="sm:w-60"
        />
        {shown.length ? (
          <ul className="flex flex-col gap-3">
            {shown.map((r) => (
              <RecordCard key={r.id} record={r} timezone={tzOf(company)} writes={writes} />
            ))}
          </ul>
        ) : (
          <EmptyState
            variant="inline"
            icon={<FileHeart />}
            title={filter === ALL ? 'Prontuário vazio' : 'Nenhum registro deste tipo'}
            description="Avaliações, observações, restrições (alergias e cuidados), fotos, vídeos e áudios do cliente ficam aqui."
          />
        )}
      </section>
      <RecordForm writes={writes} />
    </div>
  );
}

/** /app/clientes/{id}/prontuario: the client's records (extra feature "Prontuário"), with files by signed URL. */
export function ClientRecordsPage() {
  return (
    <ClientProfileLayout>
      <RecordsBody />
    </ClientProfileLayout>
  );
}
