import { useEffect, useRef, useState } from 'react';
import { Camera, ImageOff, Link2 } from 'lucide-react';
import { UPLOAD_LIMITS } from '@agenda/shared/files';
import { Button } from '@/components/ui/button';
import { Cropper } from '@/components/ui/cropper';
import { Input } from '@/components/ui/input';
import { toast } from '@/stores/toast-store';

interface Props {
  value: string | null;
  onChange: (v: string | null) => void;
  error?: string;
  /** Receives the cropped (square) image: uploads it now (existing service) or keeps it for after the save. */
  onImage: (blob: Blob) => Promise<void>;
  /** A cropped image not sent yet (new service): shown as the preview. */
  pending?: Blob | null;
}

/** The service picture: send a photo (cropped square, like the company logo) or paste the address of one. */
export function ServiceImageField({ value, onChange, error, onImage, pending }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [broken, setBroken] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [pendingUrl, setPendingUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!pending || typeof URL.createObjectURL !== 'function') return setPendingUrl(null);
    const url = URL.createObjectURL(pending);
    setPendingUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [pending]);

  function pick(f: File | undefined) {
    if (!f) return;
    if (!f.type.startsWith('image/')) return void toast.error('Escolha um arquivo de imagem (JPG, PNG ou WEBP).');
    if (f.size > UPLOAD_LIMITS.photo) return void toast.error('A imagem deve ter no máximo 5 MB.');
    setFile(f);
  }

  async function save(blob: Blob) {
    setBusy(true);
    try {
      await onImage(blob);
      setBroken(false);
      setFile(null);
    } finally {
      setBusy(false);
    }
  }

  const shown = pendingUrl ?? value;
  return (
    <div className="flex flex-col gap-2" data-testid="service-image-field">
      <div className="flex items-start gap-3">
        <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-border bg-surface-muted">
          {shown && !broken ? (
            <img src={shown} alt="Imagem do serviço" className="size-full object-cover" onError={() => setBroken(true)} />
          ) : (
            <ImageOff className="size-5 text-subtle-foreground" aria-hidden />
          )}
        </div>
        <div className="flex flex-1 flex-col gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="self-start"
            leftIcon={<Camera />}
            loading={busy}
            onClick={() => input.current?.click()}
          >
            {shown ? 'Trocar foto' : 'Enviar foto'}
          </Button>
          {pending ? <p className="text-[13px] text-muted-foreground">A foto é enviada quando você salvar o serviço.</p> : null}
        </div>
      </div>
      <Input
        label="Ou o endereço de uma imagem (opcional)"
        placeholder="https://…"
        leftIcon={<Link2 />}
        value={pending ? '' : (value ?? '')}
        disabled={Boolean(pending)}
        onChange={(e) => {
          setBroken(false);
          onChange(e.target.value.trim() ? e.target.value.trim() : null);
        }}
        error={error}
      />
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        className="sr-only"
        aria-label="Escolher foto do serviço"
        onChange={(e) => {
          pick(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <Cropper
        open={Boolean(file)}
        onOpenChange={(o) => !o && setFile(null)}
        image={file}
        aspect={1}
        cropShape="rect"
        title="Recortar foto do serviço"
        onSave={save}
      />
    </div>
  );
}
