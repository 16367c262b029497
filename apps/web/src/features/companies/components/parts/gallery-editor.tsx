import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, ImagePlus, Images, Trash2 } from 'lucide-react';
import { MAX_GALLERY_PHOTOS, type TCompanyPhotoDto } from '@agenda/shared/schemas/company-photos';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/stores/toast-store';
import { addCompanyPhoto, companyPhotosKey, removeCompanyPhoto, reorderCompanyPhotos, useCompanyPhotos } from '../../api/company-photos';
import { imageFileProblem } from './image-file-check';

/** The public page's gallery: add photos, move them left/right (the order clients see), delete. */
export function GalleryEditor({ companyId }: { companyId: string }) {
  const query = useCompanyPhotos(companyId);
  const qc = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const photos = query.data ?? [];
  const full = photos.length >= MAX_GALLERY_PHOTOS;

  async function run(key: string, action: () => Promise<TCompanyPhotoDto[]>) {
    setBusy(key);
    try {
      qc.setQueryData(companyPhotosKey(companyId), await action());
    } catch {
      // The HTTP client already showed the server's message.
    } finally {
      setBusy(null);
    }
  }

  async function upload(files: File[]) {
    const room = MAX_GALLERY_PHOTOS - photos.length;
    if (files.length > room)
      toast.error(`A galeria tem no máximo ${MAX_GALLERY_PHOTOS} fotos; ${room === 1 ? 'cabe mais 1' : `cabem mais ${room}`}.`);
    await run('upload', async () => {
      let last = photos;
      for (const file of files.slice(0, room)) {
        const problem = imageFileProblem(file);
        if (problem) toast.error(problem);
        else last = await addCompanyPhoto(companyId, file);
      }
      return last;
    });
  }

  function move(index: number, delta: -1 | 1) {
    const ids = photos.map((p) => p.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + delta, 0, id!);
    void run(`move-${id}`, () => reorderCompanyPhotos(companyId, ids));
  }

  return (
    <section aria-labelledby="gallery-title" className="flex flex-col gap-3" data-testid="gallery-editor">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="gallery-title" className="text-base font-semibold text-foreground">
            Galeria de fotos
          </h2>
          <p className="text-sm text-muted-foreground">
            O ambiente, trabalhos e a equipe: aparecem na sua página nesta ordem. Até {MAX_GALLERY_PHOTOS} fotos JPG, PNG ou WEBP de até 5
            MB.
          </p>
        </div>
        <Button
          type="button"
          variant="outline"
          leftIcon={<ImagePlus />}
          loading={busy === 'upload'}
          disabled={full || query.isPending}
          onClick={() => input.current?.click()}
          className="max-sm:w-full"
        >
          Adicionar fotos
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept="image/png,image/jpeg,image/webp"
          className="sr-only"
          aria-label="Escolher fotos da galeria"
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            if (files.length) void upload(files);
          }}
        />
      </div>
      {query.isPending ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-busy="true" aria-label="Carregando fotos">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="aspect-[4/3] rounded-xl" />
          ))}
        </div>
      ) : query.isError ? (
        <LoadError title="Não foi possível carregar a galeria" error={query.error} onRetry={() => void query.refetch()} />
      ) : photos.length === 0 ? (
        <EmptyState
          variant="inline"
          icon={Images}
          title="Nenhuma foto na galeria"
          description="Fotos do espaço e de trabalhos feitos ajudam o cliente a escolher você."
        />
      ) : (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="gallery-photos">
          {photos.map((photo, i) => (
            <li key={photo.id} className="overflow-hidden rounded-xl border border-border bg-surface-sunken">
              <img src={photo.url} alt={`Foto ${i + 1} da galeria`} className="aspect-[4/3] w-full object-cover" />
              <div className="flex items-center justify-between gap-1 p-1.5">
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  iconOnly
                  aria-label={`Mover foto ${i + 1} para antes`}
                  disabled={i === 0 || busy !== null}
                  onClick={() => move(i, -1)}
                >
                  <ArrowLeft />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  iconOnly
                  aria-label={`Mover foto ${i + 1} para depois`}
                  disabled={i === photos.length - 1 || busy !== null}
                  onClick={() => move(i, 1)}
                >
                  <ArrowRight />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  iconOnly
                  aria-label={`Excluir foto ${i + 1}`}
                  loading={busy === `remove-${photo.id}`}
                  disabled={busy !== null}
                  onClick={() => void run(`remove-${photo.id}`, () => removeCompanyPhoto(companyId, photo.id))}
                  className="ml-auto text-danger"
                >
                  <Trash2 />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
