// The public page's gallery and the team's photos (issue 16): what the owner edits on the company's
// info tab and what /{company_slug} shows.
import { z } from 'zod';

/** The most photos a gallery holds: enough to sell the place, few enough to load fast on a phone. */
export const MAX_GALLERY_PHOTOS = 12;

export const ZCompanyPhotoDto = z.object({ id: z.uuid(), url: z.string() });
export type TCompanyPhotoDto = z.infer<typeof ZCompanyPhotoDto>;

/** The gallery in its new order: every photo id once. */
export const ZCompanyPhotoOrderBody = z.object({
  ids: z
    .array(z.uuid({ error: 'Foto não encontrada.' }), { error: 'Envie a nova ordem das fotos.' })
    .max(MAX_GALLERY_PHOTOS, { error: `A galeria tem no máximo ${MAX_GALLERY_PHOTOS} fotos.` }),
});
