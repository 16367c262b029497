import { ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useState } from 'react';
import EasyCropper, { type Area, type Point } from 'react-easy-crop';
import { Button } from './button';
import { Modal } from './modal';

export const CROP_ASPECT = { avatar: 1, cover: 16 / 5 } as const;

export interface CropperProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The picked image: a File/Blob or a URL. */
  image: Blob | string | null;
  /** Width / height: 1 for avatars, 16/5 for covers. */
  aspect?: number;
  /** `round` shows a circular guide (the output is still a square). */
  cropShape?: 'rect' | 'round';
  /** Receives the cropped image; the modal closes when this resolves. */
  onSave: (blob: Blob) => void | Promise<void>;
  title?: string;
  description?: string;
  /** Output type, default 'image/jpeg'. */
  mimeType?: 'image/jpeg' | 'image/png' | 'image/webp';
  quality?: number;
  /** The output is scaled down to at most this width. */
  maxOutputWidth?: number;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.crossOrigin = 'anonymous';
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('Não foi possível carregar a imagem.'));
    img.src = src;
  });
}

/** Draws `area` (natural pixels) of the image on a canvas and returns it as a Blob. */
async function cropImageToBlob(
  src: string,
  area: Area,
  { mimeType = 'image/jpeg', quality = 0.92, maxOutputWidth = 2048 }: Pick<CropperProps, 'mimeType' | 'quality' | 'maxOutputWidth'> = {},
): Promise<Blob> {
  const img = await loadImage(src);
  const scale = Math.min(1, maxOutputWidth / area.width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas indisponível neste navegador.');
  if (mimeType === 'image/jpeg') {
    // JPEG has no transparency: paint white instead of black behind transparent PNGs.
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
  }
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(img, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Falha ao gerar a imagem.'))), mimeType, quality),
  );
}

const MIN_ZOOM = 1;
const MAX_ZOOM = 3;

/** Modal to frame an image before upload (avatar 1:1, cover 16:5). */
export function Cropper({
  open,
  onOpenChange,
  image,
  aspect = CROP_ASPECT.avatar,
  cropShape = 'rect',
  onSave,
  title = 'Recortar imagem',
  description = 'Arraste para posicionar e use o zoom para ajustar o enquadramento.',
  mimeType,
  quality,
  maxOutputWidth,
}: CropperProps) {
  const [src, setSrc] = useState<string | null>(null);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!image) {
      setSrc(null);
      return;
    }
    const url = typeof image === 'string' ? image : URL.createObjectURL(image);
    setSrc(url);
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setFailure(null);
    return () => {
      if (typeof image !== 'string') URL.revokeObjectURL(url);
    };
  }, [image]);

  const save = async () => {
    if (!src || !area) return;
    setSaving(true);
    setFailure(null);
    try {
      const blob = await cropImageToBlob(src, area, { mimeType, quality, maxOutputWidth });
      await onSave(blob);
      onOpenChange(false);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Não foi possível recortar a imagem.');
    } finally {
      setSaving(false);
    }
  };

  const step = (delta: number) => setZoom((z) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round((z + delta) * 100) / 100)));

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !saving && onOpenChange(next)}
      title={title}
      description={description}
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={saving}>
            Cancelar
          </Button>
          <Button onClick={save} loading={saving} disabled={!area}>
            Salvar
          </Button>
        </>
      }
    >
      <div className="relative h-[min(55dvh,22rem)] overflow-hidden rounded-xl bg-ink-950">
        {src ? (
          <EasyCropper
            image={src}
            crop={crop}
            zoom={zoom}
            aspect={aspect}
            cropShape={cropShape}
            minZoom={MIN_ZOOM}
            maxZoom={MAX_ZOOM}
            showGrid={cropShape === 'rect'}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
            style={{ cropAreaStyle: { border: '2px solid rgb(255 255 255 / 0.9)', color: 'rgb(14 14 19 / 0.6)' } }}
          />
        ) : (
          <p className="flex h-full items-center justify-center text-sm text-ink-400">Nenhuma imagem selecionada</p>
        )}
      </div>
      <div className="mt-4 flex items-center gap-2">
        <Button variant="ghost" size="sm" iconOnly aria-label="Diminuir zoom" onClick={() => step(-0.2)} disabled={zoom <= MIN_ZOOM}>
          <ZoomOut />
        </Button>
        <label className="flex flex-1 items-center">
          <span className="sr-only">Zoom</span>
          <input
            type="range"
            min={MIN_ZOOM}
            max={MAX_ZOOM}
            step={0.01}
            value={zoom}
            onChange={(event) => setZoom(Number(event.target.value))}
            aria-valuetext={`${Math.round(zoom * 100)}%`}
            className="h-11 w-full cursor-pointer accent-[var(--primary)]"
          />
        </label>
        <Button variant="ghost" size="sm" iconOnly aria-label="Aumentar zoom" onClick={() => step(0.2)} disabled={zoom >= MAX_ZOOM}>
          <ZoomIn />
        </Button>
        <span className="w-12 text-right text-xs font-medium text-muted-foreground tabular-nums">{Math.round(zoom * 100)}%</span>
      </div>
      {failure ? (
        <p role="alert" className="mt-2 text-sm font-medium text-danger">
          {failure}
        </p>
      ) : null}
    </Modal>
  );
}
