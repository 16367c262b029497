import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { formatFileSize } from '@agenda/shared/files';
import type { TCompanyMedia } from '@agenda/shared/schemas/records';
import { Button } from '@/components/ui/button';
import { FileTypeIcon } from '@/components/ui/file-type-icon';
import { Modal } from '@/components/ui/modal';
import { Textarea } from '@/components/ui/textarea';
import { privateFileUrl } from '@/lib/client-records';
import { errorMessage } from '@/lib/http/errors';
import type { useMediaWrites } from '../api/media';

interface TProps {
  item: TCompanyMedia;
  canWrite: boolean;
  writes: ReturnType<typeof useMediaWrites>;
}

/** One company file: type tile (§9 colours), name, size, what the secretary does with it, edit and delete. */
export function MediaItem({ item, canWrite, writes }: TProps) {
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const [description, setDescription] = useState(item.description);
  const [error, setError] = useState<string | null>(null);
  const src = privateFileUrl(item.file.url);
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4" data-testid="media-item">
      {item.kind === 'image' ? (
        <img src={src} alt={item.description} className="h-36 w-full rounded-lg bg-surface-muted object-cover" loading="lazy" />
      ) : null}
      {item.kind === 'video' ? <video src={src} controls aria-label={item.name} className="h-36 w-full rounded-lg bg-black" /> : null}
      {item.kind === 'audio' ? <audio src={src} controls aria-label={item.name} className="w-full" /> : null}
      <div className="flex items-start gap-3">
        <FileTypeIcon file={item.name || item.file.mime} size="md" showExtension />
        <div className="min-w-0 flex-1">
          <a href={src} target="_blank" rel="noreferrer" className="block truncate text-sm font-semibold text-foreground hover:underline">
            {item.name}
          </a>
          <p className="text-xs text-muted-foreground">{formatFileSize(item.file.size)}</p>
        </div>
        {canWrite ? (
          <div className="flex shrink-0 gap-1">
            <Button variant="ghost" size="sm" iconOnly aria-label={`Editar descrição de ${item.name}`} onClick={() => setEditing(true)}>
              <Pencil />
            </Button>
            <Button variant="ghost" size="sm" iconOnly aria-label={`Excluir ${item.name}`} onClick={() => setConfirm(true)}>
              <Trash2 />
            </Button>
          </div>
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground">
        <span className="font-medium text-foreground">A secretária envia quando: </span>
        {item.description}
      </p>
      <Modal
        open={editing}
        onOpenChange={setEditing}
        title="Editar descrição"
        footer={
          <>
            <Button variant="outline" onClick={() => setEditing(false)}>
              Cancelar
            </Button>
            <Button
              loading={writes.describe.isPending}
              onClick={() =>
                writes.describe.mutate(
                  { id: item.id, description },
                  { onSuccess: () => setEditing(false), onError: (e) => setError(errorMessage(e)) },
                )
              }
            >
              Salvar
            </Button>
          </>
        }
      >
        <Textarea
          label="Quando a secretária deve enviar"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          error={error ?? undefined}
        />
      </Modal>
      <Modal
        open={confirm}
        onOpenChange={setConfirm}
        title={`Excluir ${item.name}?`}
        description="A secretária deixa de enviar este arquivo."
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirm(false)}>
              Cancelar
            </Button>
            <Button variant="danger" loading={writes.remove.isPending} onClick={() => writes.remove.mutate(item.id)}>
              Excluir
            </Button>
          </>
        }
      />
    </li>
  );
}
