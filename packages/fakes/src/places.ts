// Fake Google Places API (New) (https://places.googleapis.com/v1): POST /v1/places:searchText and
// POST /v1/places:searchNearby with the X-Goog-Api-Key and X-Goog-FieldMask headers. The answer holds only
// the fields the mask names ({"places":[{id, displayName:{text,languageCode}, formattedAddress, location,
// nationalPhoneNumber, internationalPhoneNumber, …}]}); a missing mask or key is a google.rpc error as Google sends.
import Fastify, { type FastifyReply } from 'fastify';

export interface FakePlace {
  id: string;
  displayName: { text: string; languageCode: string };
  formattedAddress: string;
  location: { latitude: number; longitude: number };
  nationalPhoneNumber?: string;
  internationalPhoneNumber?: string;
  primaryType?: string;
  rating?: number;
  websiteUri?: string;
}

export interface FakePlaces {
  url: string;
  requests: { path: string; fieldMask: string; body: Record<string, unknown> }[];
  places: FakePlace[];
  close(): Promise<void>;
}

const DEFAULT_PLACES: FakePlace[] = [
  [
    'ChIJ-salao-bela',
    'Salão Bela Vista',
    'R. Augusta, 1200 - Consolação, São Paulo - SP, 01304-001, Brasil',
    -23.5566,
    -46.6611,
    '(11) 3255-1234',
    '+55 11 3255-1234',
    'beauty_salon',
  ],
  [
    'ChIJ-barbearia-ze',
    'Barbearia do Zé',
    'R. Haddock Lobo, 300 - Cerqueira César, São Paulo - SP, 01414-000, Brasil',
    -23.5575,
    -46.6634,
    '(11) 98888-7777',
    '+55 11 98888-7777',
    'barber_shop',
  ],
  [
    'ChIJ-clinica-sorriso',
    'Clínica Sorriso',
    'Av. Paulista, 900 - Bela Vista, São Paulo - SP, 01310-100, Brasil',
    -23.5651,
    -46.6515,
    undefined,
    undefined,
    'dentist',
  ],
  [
    'ChIJ-espaco-carioca',
    'Espaço Carioca Beleza',
    'R. Barata Ribeiro, 500 - Copacabana, Rio de Janeiro - RJ, 22040-002, Brasil',
    -22.9671,
    -43.1866,
    '(21) 2548-1000',
    '+55 21 2548-1000',
    'beauty_salon',
  ],
].map(([id, name, address, lat, lng, national, international, type]) => ({
  id: id as string,
  displayName: { text: name as string, languageCode: 'pt-BR' },
  formattedAddress: address as string,
  location: { latitude: lat as number, longitude: lng as number },
  ...(national ? { nationalPhoneNumber: national as string, internationalPhoneNumber: international as string } : {}),
  primaryType: type as string,
}));

const rpcError = (reply: FastifyReply, code: number, status: string, message: string) =>
  reply.code(code).send({ error: { code, message, status } });

/** Keeps only the masked fields of a place ("places.displayName" → displayName; "*" keeps all). */
function masked(place: FakePlace, mask: string[]): Record<string, unknown> {
  if (mask.includes('*') || mask.includes('places.*')) return { ...place };
  const out: Record<string, unknown> = {};
  for (const field of mask) {
    const key = field.replace(/^places\./, '').split('.')[0]! as keyof FakePlace;
    if (place[key] !== undefined) out[key] = place[key];
  }
  return out;
}

/** Metres between two points (haversine). */
function distance(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

/**
 * Nearby Search: places of `includedTypes` (all when empty) inside `locationRestriction.circle`, nearest first
 * (rankPreference DISTANCE; the fake has no popularity). A bad request answers the google.rpc message.
 */
function nearbyHits(places: FakePlace[], body: Record<string, unknown>): FakePlace[] | string {
  const circle = (body.locationRestriction as { circle?: { center?: { latitude?: unknown; longitude?: unknown }; radius?: unknown } })
    ?.circle;
  const center = circle?.center;
  if (!center || typeof center.latitude !== 'number' || typeof center.longitude !== 'number')
    return 'Missing required field: location_restriction';
  const radius = Number(circle.radius);
  if (!(radius > 0 && radius <= 50_000)) return 'Invalid radius. Must be between 0.0 and 50000.0, inclusive.';
  const max = Number(body.maxResultCount ?? 20);
  if (!(max >= 1 && max <= 20)) return 'Invalid max_result_count. Must be between 1 and 20, inclusive.';
  const types = Array.isArray(body.includedTypes) ? (body.includedTypes as string[]) : [];
  const point = { latitude: center.latitude, longitude: center.longitude };
  return places
    .filter((p) => (!types.length || types.includes(p.primaryType ?? '')) && distance(point, p.location) <= radius)
    .sort((a, b) => distance(point, a.location) - distance(point, b.location));
}

export async function startFakePlaces(options: { apiKey?: string; places?: FakePlace[] } = {}): Promise<FakePlaces> {
  const apiKey = options.apiKey ?? 'places-test-key';
  const state: FakePlaces = { url: '', requests: [], places: options.places ?? DEFAULT_PLACES, close: async () => undefined };
  const app = Fastify({ logger: false });
  // '::' is a literal colon in a Fastify path (a single one would start a parameter).
  for (const path of ['/v1/places::searchText', '/v1/places::searchNearby'])
    app.post(path, async (request, reply) => {
      const key = request.headers['x-goog-api-key'];
      if (key !== apiKey) return rpcError(reply, 400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.');
      const fieldMask = String(request.headers['x-goog-fieldmask'] ?? '');
      if (!fieldMask)
        return rpcError(
          reply,
          400,
          'INVALID_ARGUMENT',
          'FieldMask is a required parameter. See https://cloud.google.com/apis/docs/system-parameters on how to provide it.',
        );
      const body = (request.body ?? {}) as Record<string, unknown>;
      state.requests.push({ path, fieldMask, body });
      let hits: FakePlace[];
      if (path.endsWith('searchText')) {
        const text = typeof body.textQuery === 'string' ? body.textQuery.toLowerCase() : '';
        if (!text) return rpcError(reply, 400, 'INVALID_ARGUMENT', 'Missing required field: text_query');
        const words = text.split(/\s+/).filter((w) => w.length > 2);
        hits = state.places.filter(
          (p) =>
            !words.length ||
            words.some((w) => `${p.displayName.text} ${p.primaryType ?? ''} ${p.formattedAddress}`.toLowerCase().includes(w)),
        );
      } else {
        const nearby = nearbyHits(state.places, body);
        if (typeof nearby === 'string') return rpcError(reply, 400, 'INVALID_ARGUMENT', nearby);
        hits = nearby;
      }
      const max = Number(body.pageSize ?? body.maxResultCount ?? 20);
      const list = hits.slice(0, max);
      // Google answers {} when nothing matches.
      return list.length
        ? {
            places: list.map((p) =>
              masked(
                p,
                fieldMask.split(',').map((f) => f.trim()),
              ),
            ),
          }
        : {};
    });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  state.url = base;
  state.close = () => app.close();
  return state;
}
