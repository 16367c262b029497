import { useState } from 'react';
import { CLIENT_RECORD_TYPE_LABELS, CLIENT_RECORD_TYPES, clientRecordTakesFile, type TClientRecordType } from '@agenda/shared/client';
import { formatFileSize, UPLOAD_LIMITS } from '@agenda/shared/files';
import { Button } from '@/components/ui/button';
import { FileField } from '@/components/ui/file-field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/http/errors';
import type { useRecordWrites } from '../api/records';

const ACCEPT = { photo: 'image/*', video: 'video/*', audio: 'audio/*' } as const;

/** Adds one record: a text (evaluation, observation, restriction) or one photo, video or audio with a caption. */
export function RecordForm({ writes }: { writes: ReturnType<typeof useRecordWrites> }) {
  const [type, setType] = useState<TClientRecordType>('observation');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const takesFile = clientRecordTakesFile(type);

  const submit = () => {
    if (takesFile && !file) return setError('Escolha o arquivo do registro.');
    if (takesFile && file && file.size > UPLOAD_LIMITS[type])
      return setError(`O arquivo passa de ${formatFileSize(UPLOAD_LIMITS[type])}. Escolha um arquivo menor.`);
    if (!takesFile && !text.trim()) return setError('Escreva o texto do registro.');
    setError(null);
    writes.add.mutate(
      { type, text: text.trim(), file: takesFile ? file : null },
      {
        onSuccess: () => {
          setText('');
          setFile(null);
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };

  return (
    <form
      aria-label="Novo registro"
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 className="text-base font-semibold text-foreground">Novo registro</h2>
      <Select
        label="Tipo"
        value={type}
        onValueChange={(v) => {
          setType(v as TClientRecordType);
          setFile(null);
          setError(null);
        }}
        options={CLIENT_RECORD_TYPES.map((t) => ({ value: t, label: CLIENT_RECORD_TYPE_LABELS[t] }))}
        containerClassName="sm:w-60"
      />
      {takesFile ? (
        <FileField
          key={type}
          label="Arquivo"
          accept={ACCEPT[type]}
          file={file}
          onFile={setFile}
          description={`Um arquivo de até ${formatFileSize(UPLOAD_LIMITS[type])}.`}
        />
      ) : null}
      <Textarea
        label={takesFile ? 'Legenda (opcional)' : 'Texto'}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={type === 'restriction' ? 'Ex.: alergia a amônia' : undefined}
      />
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={writes.add.isPending}>
          Adicionar ao prontuário
        </Button>
      </div>
    </form>
  );
}
