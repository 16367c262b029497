import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { TCompanyPhotoDto } from '@agenda/shared/schemas/company-photos';

interface TPhotoViewerProps {
  photos: TCompanyPhotoDto[];
  name: string;
  open: number;
  onClose: () => void;
  go: (delta: number) => void;
}

/** One photo large, with the arrows and Escape; its own chunk, out of the page's first load (issue 17). */
export function PhotoViewer({ photos, name, open, onClose, go }: TPhotoViewerProps) {
  const shown = photos[open]!;
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={`Foto ${open + 1} de ${photos.length}`}
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/85 p-4"
      onClick={onClose}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
        if (e.key === 'ArrowLeft') go(-1);
        if (e.key === 'ArrowRight') go(1);
      }}
    >
      <img src={shown.url} alt={`${name}: foto ${open + 1}`} className="max-h-full max-w-full rounded-xl object-contain" />
      <div className="absolute inset-x-0 top-0 flex justify-end p-3" onClick={(e) => e.stopPropagation()}>
        <button
          type="button"
          autoFocus
          aria-label="Fechar"
          onClick={onClose}
          className="rounded-full bg-white/15 p-2 text-white hover:bg-white/25"
        >
          <X aria-hidden />
        </button>
      </div>
      {photos.length > 1 ? (
        <div className="absolute inset-x-0 bottom-0 flex justify-center gap-3 p-4" onClick={(e) => e.stopPropagation()}>
          <button
            type="button"
            aria-label="Foto anterior"
            onClick={() => go(-1)}
            className="rounded-full bg-white/15 p-2 text-white hover:bg-white/25"
          >
            <ChevronLeft aria-hidden />
          </button>
          <button
            type="button"
            aria-label="Próxima foto"
            onClick={() => go(1)}
            className="rounded-full bg-white/15 p-2 text-white hover:bg-white/25"
          >
            <ChevronRight aria-hidden />
          </button>
        </div>
      ) : null}
    </div>
  );
}
