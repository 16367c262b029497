import { lazy, Suspense, useEffect, useState } from 'react';
import type { TCompanyPhotoDto } from '@agenda/shared/schemas/company-photos';
import { prefetchOnIdle } from '@/lib/prefetch-on-idle';

// The large view loads once the page is idle (a tap on a photo finds it ready), not with the page.
const loadViewer = () => import('./photo-viewer');
const PhotoViewer = lazy(() => loadViewer().then((m) => ({ default: m.PhotoViewer })));

/** The business's photos in the owner's order: a strip that scrolls on the phone, a grid on wider screens; a tap opens it large. */
export function PhotoGallery({ photos, name }: { photos: TCompanyPhotoDto[]; name: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const hasPhotos = photos.length > 0;
  useEffect(() => (hasPhotos ? prefetchOnIdle(loadViewer) : undefined), [hasPhotos]);
  if (!hasPhotos) return null;
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
      {open !== null && photos[open] ? (
        <Suspense fallback={null}>
          <PhotoViewer photos={photos} name={name} open={open} onClose={() => setOpen(null)} go={go} />
        </Suspense>
      ) : null}
    </section>
  );
}
