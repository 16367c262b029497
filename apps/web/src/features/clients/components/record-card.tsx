import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { CLIENT_RECORD_TYPE_LABELS } from '@agenda/shared/client';
import { formatFileSize } from '@agenda/shared/files';
import type { TClientRecord } from '@agenda/shared/schemas/records';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Pill } from '@/components/ui/pill';
import { Textarea } from '@/components/ui/textarea';
import { privateFileUrl } from '@/lib/client-records';
import { inTz } from '@/lib/dates';
import { errorMessage } from '@/lib/http/errors';
import type { useRecordWrites } from '../api/records';

function RecordFile({ record }: { record: TClientRecord }) {
  if (!record.file) return null;
  const src = privateFileUrl(record.file.url);
  const label = `${CLIENT_RECORD_TYPE_LABELS[record.type]} do prontuário`;
  if (record.type === 'photo')
    return (
      <a href={src} target="_blank" rel="noreferrer" className="block w-fit">
        <img src={src} alt={record.text || label} className="max-h-64 rounded-lg border border-border object-contain" loading="lazy" />
      </a>
    );
  if (record.type === 'video') return <video src={src} controls aria-label={label} className="max-h-64 w-full max-w-md rounded-lg" />;
  return <audio src={src} controls aria-label={label} className="w-full max-w-md" />;
}

interface TProps {
  record: TClientRecord;
  timezone: string;
  writes: ReturnType<typeof useRecordWrites>;
}

/** One prontuário entry: type, date, text and the file (photo, video or audio) by its signed URL. */
export function RecordCard({ record, timezone, writes }: TProps) {
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const [text, setText] = useState(record.text ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = () =>
    writes.edit.mutate({ id: record.id, text }, { onSuccess: () => setEditing(false), onError: (e) => setError(errorMessage(e)) });
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4" data-testid="client-record">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <Pill type={record.type === 'restriction' ? 'warning' : 'default'}>{CLIENT_RECORD_TYPE_LABELS[record.type]}</Pill>
          <span className="text-xs text-muted-foreground">{inTz(record.created_at, timezone).format('DD/MM/YYYY [às] HH:mm')}</span>
          {record.file ? <span className="text-xs text-muted-foreground">{formatFileSize(record.file.size)}</span> : null}
        </div>
        <div className="flex gap-1">
          <Button variant="ghost" size="sm" iconOnly aria-label="Editar registro" onClick={() => setEditing(true)}>
            <Pencil />
          </Button>
          <Button variant="ghost" size="sm" iconOnly aria-label="Excluir registro" onClick={() => setConfirm(true)}>
            <Trash2 />
          </Button>
        </div>
      </div>
      {record.text ? <p className="whitespace-pre-wrap text-sm text-foreground">{record.text}</p> : null}
      <RecordFile record={record} />
      <Modal
        open={editing}
        onOpenChange={setEditing}
        title={`Editar ${CLIENT_RECORD_TYPE_LABELS[record.type].toLowerCase()}`}
        footer={
          <>
            <Button variant="outline" onClick={() => setEditing(false)}>
              Cancelar
            </Button>
            <Button loading={writes.edit.isPending} onClick={save}>
              Salvar
            </Button>
          </>
        }
      >
        <Textarea
          label={record.file ? 'Legenda' : 'Texto'}
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={error ?? undefined}
        />
      </Modal>
      <Modal
        open={confirm}
        onOpenChange={setConfirm}
        title="Excluir registro?"
        description="O registro e o arquivo dele são apagados do prontuário."
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirm(false)}>
              Cancelar
            </Button>
            <Button variant="danger" loading={writes.remove.isPending} onClick={() => writes.remove.mutate(record.id)}>
              Excluir
            </Button>
          </>
        }
      />
    </li>
  );
}
