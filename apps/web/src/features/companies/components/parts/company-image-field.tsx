import { useRef, useState } from 'react';
import { Camera, ImagePlus } from 'lucide-react';
import { UPLOAD_LIMITS } from '@agenda/shared/files';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { CROP_ASPECT, Cropper } from '@/components/ui/cropper';
import { toast } from '@/stores/toast-store';

/** Picks an image, frames it in the cropper and hands the cropped Blob to onUpload. */
export function CompanyImageField({
  kind,
  name,
  url,
  onUpload,
}: {
  kind: 'avatar' | 'cover';
  name: string;
  url: string | null | undefined;
  onUpload: (blob: Blob) => Promise<void>;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);

  function pick(f: File | undefined) {
    if (!f) return;
    if (!f.type.startsWith('image/')) {
      toast.error('Escolha um arquivo de imagem (JPG, PNG ou WEBP).');
      return;
    }
    if (f.size > UPLOAD_LIMITS.photo) {
      toast.error('A imagem deve ter no máximo 5 MB.');
      return;
    }
    setFile(f);
  }

  async function save(blob: Blob) {
    setBusy(true);
    try {
      await onUpload(blob);
      setFile(null);
    } finally {
      setBusy(false);
    }
  }

  const label = kind === 'avatar' ? 'Logo' : 'Capa';
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium text-foreground">{label}</span>
      {kind === 'avatar' ? (
        <div className="flex items-center gap-4">
          <Avatar name={name} src={url} size="xl" shape="rounded" />
          <Button type="button" variant="outline" size="sm" leftIcon={<Camera />} loading={busy} onClick={() => input.current?.click()}>
            {url ? 'Trocar logo' : 'Enviar logo'}
          </Button>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => input.current?.click()}
          className="group relative flex aspect-[16/5] w-full items-center justify-center overflow-hidden rounded-xl border border-dashed border-border-strong bg-surface-sunken text-sm text-muted-foreground hover:border-primary"
        >
          {url ? <img src={url} alt="Capa da empresa" className="absolute inset-0 size-full object-cover" /> : null}
          <span className="relative flex items-center gap-2 rounded-lg bg-surface/90 px-3 py-1.5 font-medium shadow-sm">
            <ImagePlus className="size-4" aria-hidden /> {url ? 'Trocar capa' : 'Enviar capa'}
          </span>
        </button>
      )}
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        className="sr-only"
        aria-label={`Escolher ${label.toLowerCase()}`}
        onChange={(e) => {
          pick(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <Cropper
        open={Boolean(file)}
        onOpenChange={(o) => !o && setFile(null)}
        image={file}
        aspect={kind === 'avatar' ? CROP_ASPECT.avatar : CROP_ASPECT.cover}
        cropShape={kind === 'avatar' ? 'round' : 'rect'}
        title={kind === 'avatar' ? 'Recortar logo' : 'Recortar capa'}
        onSave={save}
      />
    </div>
  );
}
