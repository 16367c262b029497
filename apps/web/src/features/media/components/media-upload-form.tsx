import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FileField } from '@/components/ui/file-field';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/http/errors';
import type { useMediaWrites } from '../api/media';

const MAX = 50 * 1024 * 1024;

/** Sends a file with the description the secretary reads to decide when to send it. */
export function MediaUploadForm({ writes }: { writes: ReturnType<typeof useMediaWrites> }) {
  const [file, setFile] = useState<File | null>(null);
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const submit = () => {
    if (!file) return setError('Escolha um arquivo.');
    if (file.size > MAX) return setError('O arquivo passa de 50 MB. Escolha um arquivo menor.');
    if (description.trim().length < 3) return setError('Descreva quando a assistente deve enviar este arquivo.');
    setError(null);
    writes.upload.mutate(
      { file, description: description.trim() },
      {
        onSuccess: () => {
          setFile(null);
          setDescription('');
          setFormKey((k) => k + 1);
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };
  return (
    <form
      aria-label="Enviar arquivo"
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 className="text-base font-semibold text-foreground">Enviar arquivo</h2>
      <FileField
        key={formKey}
        label="Arquivo"
        accept="image/*,video/*,audio/*,.pdf,.doc,.docx,.xls,.xlsx,.csv,.txt"
        file={file}
        onFile={setFile}
        description="Imagens até 5 MB, áudios e documentos até 10 MB, vídeos até 50 MB."
      />
      <Textarea
        label="Quando a secretária deve enviar"
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        placeholder="Ex.: catálogo de preços, mandar quando perguntarem valores"
      />
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={writes.upload.isPending}>
          Enviar
        </Button>
      </div>
    </form>
  );
}
