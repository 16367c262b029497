// Real client of the Google Places API (New): Text Search (POST /v1/places:searchText, with a location bias
// around a point) and Nearby Search (POST /v1/places:searchNearby, place types inside a circle), asking only
// the fields the explorer shows (X-Goog-FieldMask keeps the bill to the fields named). Point
// GOOGLE_PLACES_BASE_URL at @agenda/fakes/places in tests.
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';

const FIELD_MASK = [
  'places.id',
  'places.displayName',
  'places.formattedAddress',
  'places.location',
  'places.nationalPhoneNumber',
  'places.internationalPhoneNumber',
  'places.primaryType',
].join(',');

const ZLatLng = z.object({ latitude: z.number(), longitude: z.number() });
const ZPlace = z.object({
  id: z.string(),
  displayName: z.object({ text: z.string() }).optional(),
  formattedAddress: z.string().optional(),
  location: ZLatLng.optional(),
  nationalPhoneNumber: z.string().optional(),
  internationalPhoneNumber: z.string().optional(),
  primaryType: z.string().optional(),
});
// Google answers {} when nothing matches.
const ZAnswer = z.object({ places: z.array(ZPlace).default([]) });
type TPlace = z.infer<typeof ZPlace>;
type TLatLng = z.infer<typeof ZLatLng>;

export interface TPlacesOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
}

async function call(opts: TPlacesOptions, method: 'searchText' | 'searchNearby', body: object, fieldMask = FIELD_MASK) {
  let res: Response;
  try {
    res = await fetch(`${opts.baseUrl.replace(/\/$/, '')}/v1/places:${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Goog-Api-Key': opts.apiKey, 'X-Goog-FieldMask': fieldMask },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
    });
  } catch {
    throw new AppError(502, 'O serviço de mapas não respondeu. Tente de novo em instantes.');
  }
  const json = (await res.json().catch(() => ({}))) as unknown;
  if (!res.ok) throw new AppError(502, 'O serviço de mapas recusou a busca: confira a chave do Google Places.');
  const parsed = ZAnswer.safeParse(json);
  if (!parsed.success) throw new AppError(502, 'O serviço de mapas respondeu algo inesperado. Tente de novo em instantes.');
  return parsed.data.places;
}

const LOCALE = { languageCode: 'pt-BR', regionCode: 'BR' } as const;

export function searchPlacesText(
  opts: TPlacesOptions,
  query: { text: string; near?: TLatLng; radiusMeters?: number; max?: number },
): Promise<TPlace[]> {
  return call(opts, 'searchText', {
    textQuery: query.text,
    ...LOCALE,
    pageSize: query.max ?? 20,
    ...(query.near ? { locationBias: { circle: { center: query.near, radius: query.radiusMeters ?? 5000 } } } : {}),
  });
}

/** Places of the given types inside the circle (radius 1–50,000 m, at most 20), the nearest first. */
export function searchPlacesNearby(
  opts: TPlacesOptions,
  query: { types: string[]; near: TLatLng; radiusMeters: number; max?: number },
): Promise<TPlace[]> {
  return call(opts, 'searchNearby', {
    includedTypes: query.types,
    maxResultCount: query.max ?? 20,
    rankPreference: 'DISTANCE',
    locationRestriction: { circle: { center: query.near, radius: query.radiusMeters } },
    ...LOCALE,
  });
}

/** Where an address is (the first Text Search hit, asking only its id and location); null when nothing matches. */
export async function geocodeAddress(opts: TPlacesOptions, address: string): Promise<TLatLng | null> {
  const [hit] = await call(opts, 'searchText', { textQuery: address, ...LOCALE, pageSize: 1 }, 'places.id,places.location');
  return hit?.location ?? null;
}
