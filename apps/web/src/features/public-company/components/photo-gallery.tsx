import { useState } from 'react';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { TCompanyPhotoDto } from '@agenda/shared/schemas/company-photos';

/** The business's photos in the owner's order: a strip that scrolls on the phone, a grid on wider screens; a tap opens it large. */
export function PhotoGallery({ photos, name }: { photos: TCompanyPhotoDto[]; name: string }) {
  const [open, setOpen] = useState<number | null>(null);
  if (!photos.length) return null;
  const shown = open === null ? null : photos[open];
  const go = (delta: number) => setOpen((i) => (i === null ? i : (i + delta + photos.length) % photos.length));
  return (
    <section aria-labelledby="gallery-title" className="mt-8">
      <h2 id="gallery-title" className="mb-3 text-lg font-semibold text-foreground">
        Fotos
      </h2>
      <ul
        className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:px-0"
        data-testid="public-gallery"
      >
        {photos.map((p, i) => (
          <li key={p.id} className="w-64 shrink-0 snap-start sm:w-auto">
            <button
              type="button"
              onClick={() => setOpen(i)}
              className="block w-full overflow-hidden rounded-2xl border border-border focus-visible:ring-4 focus-visible:ring-primary/30 focus-visible:outline-none"
              aria-label={`Ampliar a foto ${i + 1} de ${photos.length}`}
            >
              <img
                src={p.url}
                alt={`${name}: foto ${i + 1}`}
                loading="lazy"
                className="aspect-[4/3] w-full object-cover transition-transform hover:scale-[1.02]"
              />
            </button>
          </li>
        ))}
      </ul>
      {shown ? (
        <div
          role="dialog"
          aria-modal="true"
          aria-label={`Foto ${open! + 1} de ${photos.length}`}
          className="fixed inset-0 z-50 flex items-center justify-center bg-black/85 p-4"
          onClick={() => setOpen(null)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setOpen(null);
            if (e.key === 'ArrowLeft') go(-1);
            if (e.key === 'ArrowRight') go(1);
          }}
        >
          <img src={shown.url} alt={`${name}: foto ${open! + 1}`} className="max-h-full max-w-full rounded-xl object-contain" />
          <div className="absolute inset-x-0 top-0 flex justify-end p-3" onClick={(e) => e.stopPropagation()}>
            <button
              type="button"
              autoFocus
              aria-label="Fechar"
              onClick={() => setOpen(null)}
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
      ) : null}
    </section>
  );
}
