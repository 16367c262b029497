// The public page's gallery and the professionals' photos (the real calls: modules/companies/routes-photos.ts).
import { http, HttpResponse } from 'msw';
import { MAX_GALLERY_PHOTOS } from '@agenda/shared/schemas/company-photos';
import { nextUuid, schdb } from './scheduling/scheduling-db';

/** A URL showing the sent image in the browser; under jsdom (whose parser refuses msw's multipart) a unique stand-in. */
async function fileUrl(request: Request): Promise<string> {
  try {
    const file = (await request.formData()).get('file');
    if (file instanceof Blob && typeof URL.createObjectURL === 'function') return URL.createObjectURL(file);
  } catch {
    // jsdom: fall through to the stand-in.
  }
  return `/mock-photos/${nextUuid()}.jpg`;
}

export const companyPhotosHandlers = [
  http.get('*/user/:id/company/photos', () => HttpResponse.json({ photos: schdb().photos })),
  http.post('*/user/:id/company/photos/order', async ({ request }) => {
    const s = schdb();
    const { ids } = (await request.json()) as { ids: string[] };
    if (ids.length !== s.photos.length || ids.some((id) => !s.photos.some((p) => p.id === id)))
      return HttpResponse.json({ message: 'A nova ordem deve conter cada foto da galeria uma vez.' }, { status: 422 });
    s.photos = ids.map((id) => s.photos.find((p) => p.id === id)!);
    return HttpResponse.json({ photos: s.photos, toast: 'Ordem da galeria salva.' });
  }),
  http.post('*/user/:id/company/photos', async ({ request }) => {
    const s = schdb();
    if (s.photos.length >= MAX_GALLERY_PHOTOS)
      return HttpResponse.json(
        { message: `A galeria já tem ${MAX_GALLERY_PHOTOS} fotos. Exclua uma antes de enviar outra.` },
        { status: 409 },
      );
    s.photos = [...s.photos, { id: nextUuid(), url: await fileUrl(request) }];
    return HttpResponse.json({ photos: s.photos, toast: 'Foto adicionada à galeria.' });
  }),
  http.delete('*/user/:id/company/photos/:photoId', ({ params }) => {
    const s = schdb();
    if (!s.photos.some((p) => p.id === params.photoId)) return HttpResponse.json({ message: 'Foto não encontrada.' }, { status: 404 });
    s.photos = s.photos.filter((p) => p.id !== params.photoId);
    return HttpResponse.json({ photos: s.photos, toast: 'Foto excluída.' });
  }),
  http.post('*/user/:id/calendars/:calendarId/photo', async ({ request, params }) => {
    const cal = schdb().calendars.find((c) => c.id === params.calendarId);
    if (!cal) return HttpResponse.json({ message: 'Profissional não encontrado.' }, { status: 404 });
    cal.photo_url = await fileUrl(request);
    return HttpResponse.json({ photo_url: cal.photo_url, toast: 'Foto do profissional salva.' });
  }),
  http.delete('*/user/:id/calendars/:calendarId/photo', ({ params }) => {
    const cal = schdb().calendars.find((c) => c.id === params.calendarId);
    if (!cal) return HttpResponse.json({ message: 'Profissional não encontrado.' }, { status: 404 });
    cal.photo_url = null;
    return HttpResponse.json({ photo_url: null, toast: 'Foto do profissional removida.' });
  }),
];
