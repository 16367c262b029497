// /app/explorer calls (feature flag client_discover): whether Places is configured and where the company is on
// the map, a Text Search or a Nearby Search (place types around a point), and the import of picked places as
// leads (first CRM stage, phone normalised to E.164, known phones skipped).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normalizePhone, validatePhone } from '@agenda/shared/phone';
import { ZExplorerImportBody, ZExplorerSearchBody, type TExplorerStatusDto } from '@agenda/shared/schemas/explorer';
import { geocodeAddress, searchPlacesNearby, searchPlacesText, type TPlacesOptions } from '../../integrations/places/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { TAppContext } from '../../lib/context.js';
import { memberFirst } from '../companies/member-first.js';
import { explorerCompany, insertLeads } from './repo-leads.js';

const ZCompany = z.object({ company: z.string().max(64) });

async function requireFlag(ctx: TAppContext, companyId: string) {
  if (!(await explorerCompany(ctx.db, companyId)).flags.includes('client_discover'))
    throw notFound('O explorador de clientes não está ativo nesta empresa.');
}

function placesOptions(ctx: TAppContext): TPlacesOptions {
  const apiKey = ctx.config.GOOGLE_PLACES_API_KEY;
  if (!apiKey) throw new AppError(503, 'Configure GOOGLE_PLACES_API_KEY para buscar no mapa.');
  return { baseUrl: ctx.config.GOOGLE_PLACES_BASE_URL, apiKey };
}

/** Addresses already placed on the map (an address moves rarely; a failed look-up is not kept). */
const centers = new Map<string, { latitude: number; longitude: number } | null>();
async function companyCenter(ctx: TAppContext, address: string | null) {
  if (!address || !ctx.config.GOOGLE_PLACES_API_KEY) return null;
  if (centers.has(address)) return centers.get(address) ?? null;
  const found = await geocodeAddress(placesOptions(ctx), address).catch(() => undefined);
  if (found === undefined) return null;
  if (centers.size >= 1000) centers.clear();
  centers.set(address, found);
  return found;
}

/** "+55 11 98888-7777" → "+5511988887777"; an invalid number is dropped (the lead keeps its name). */
function leadPhone(raw: string | null): string | null {
  if (!raw) return null;
  const check = validatePhone(raw);
  return check.valid ? normalizePhone(raw.startsWith('+') ? raw : `+55${raw}`) : null;
}

export async function explorerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const use = memberFirst(ctx, { permission: 'clients.write' });

  app.get('/user/:company/explorer/status', { schema: { params: ZCompany }, ...use.options }, async (request) => {
    const company = await explorerCompany(ctx.db, use.accessOf(request).companyId);
    const enabled = company.flags.includes('client_discover');
    const status: TExplorerStatusDto = {
      enabled,
      configured: Boolean(ctx.config.GOOGLE_PLACES_API_KEY),
      center: enabled ? await companyCenter(ctx, company.address) : null,
      tiles: { url: ctx.config.MAP_TILE_URL, attribution: ctx.config.MAP_TILE_ATTRIBUTION },
    };
    return status;
  });
  app.post(
    '/user/:company/explorer/search',
    { schema: { params: ZCompany, body: ZExplorerSearchBody }, ...use.options },
    async (request) => {
      await requireFlag(ctx, use.accessOf(request).companyId);
      const opts = placesOptions(ctx);
      const { query, type, near, radius_m: radius } = request.body;
      const places = query
        ? await searchPlacesText(opts, { text: query, ...(near ? { near, radiusMeters: radius ?? 5000 } : {}) })
        : await searchPlacesNearby(opts, { types: [type!], near: near!, radiusMeters: radius ?? 2000 });
      return {
        places: places.map((p) => ({
          id: p.id,
          name: p.displayName?.text ?? 'Sem nome',
          address: p.formattedAddress ?? null,
          phone: p.internationalPhoneNumber ?? p.nationalPhoneNumber ?? null,
          latitude: p.location?.latitude ?? null,
          longitude: p.location?.longitude ?? null,
        })),
      };
    },
  );
  app.post(
    '/user/:company/explorer/import',
    { schema: { params: ZCompany, body: ZExplorerImportBody }, ...use.options },
    async (request) => {
      const companyId = use.accessOf(request).companyId;
      await requireFlag(ctx, companyId);
      const leads = request.body.places.map((p) => ({
        name: p.name,
        phone: leadPhone(p.phone),
        address: p.address?.slice(0, 300) || null,
      }));
      const made = await insertLeads(ctx.db, companyId, leads, ctx.now());
      return { clients: made, toast: made.length === 1 ? '1 cliente importado.' : `${made.length} clientes importados.` };
    },
  );
}
