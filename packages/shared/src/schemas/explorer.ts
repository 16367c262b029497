// /app/explorer (feature flag client_discover): businesses found on Google Places, imported as CRM leads.
import { z } from 'zod';

/** Place types (Google Places "Table A") the explorer offers for a Nearby Search, with their Portuguese names. */
export const EXPLORER_PLACE_TYPES = {
  beauty_salon: 'Salão de beleza',
  hair_salon: 'Cabeleireiro',
  barber_shop: 'Barbearia',
  nail_salon: 'Manicure e pedicure',
  spa: 'Spa',
  massage: 'Massagem',
  gym: 'Academia',
  dentist: 'Dentista',
  physiotherapist: 'Fisioterapia',
} as const;
export type TExplorerPlaceType = keyof typeof EXPLORER_PLACE_TYPES;

const ZLatLng = z.object({
  latitude: z.number({ error: 'Latitude inválida.' }).min(-90, 'Latitude inválida.').max(90, 'Latitude inválida.'),
  longitude: z.number({ error: 'Longitude inválida.' }).min(-180, 'Longitude inválida.').max(180, 'Longitude inválida.'),
});

/**
 * A Text Search (`query`, biased to `near` when given) or a Nearby Search (`type` inside the circle `near` +
 * `radius_m`, which is then required).
 */
export const ZExplorerSearchBody = z
  .object({
    query: z.string().trim().min(2, 'Digite o que procurar, por exemplo "salão de beleza".').max(120, 'Busca longa demais.').optional(),
    type: z
      .enum(Object.keys(EXPLORER_PLACE_TYPES) as [TExplorerPlaceType, ...TExplorerPlaceType[]], { error: 'Tipo de negócio desconhecido.' })
      .optional(),
    near: ZLatLng.optional(),
    radius_m: z.number().int('Raio inválido.').min(100, 'O raio mínimo é de 100 m.').max(50_000, 'O raio máximo é de 50 km.').optional(),
  })
  .refine((b) => b.query !== undefined || (b.type !== undefined && b.near !== undefined), {
    error: 'Digite o que procurar ou escolha um tipo de negócio e a área do mapa.',
  });
export type TExplorerSearchBody = z.infer<typeof ZExplorerSearchBody>;

const ZExplorerPlaceDto = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type TExplorerPlaceDto = z.infer<typeof ZExplorerPlaceDto>;

/** GET /explorer/status: the flag, the key, where the company is (its address on the map) and the map tiles. */
export interface TExplorerStatusDto {
  enabled: boolean;
  configured: boolean;
  center: z.infer<typeof ZLatLng> | null;
  tiles: { url: string; attribution: string };
}

export const ZExplorerImportBody = z.object({
  places: z
    .array(ZExplorerPlaceDto.pick({ name: true, phone: true, address: true }).extend({ name: z.string().trim().min(1).max(120) }))
    .min(1, 'Escolha ao menos um lugar.')
    .max(50, 'Importe até 50 de cada vez.'),
});
