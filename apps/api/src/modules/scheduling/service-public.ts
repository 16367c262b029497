// The public company page's profile: what anyone may see of an active company.
import type { TPublicCompanyDto } from '@agenda/shared/schemas/scheduling-dto';
import type { TAppContext } from '../../lib/context.js';
import { notFound } from '../../lib/app-error.js';
import { listCompanyPhotos } from '../companies/photos.js';
import { findCompanyById } from '../companies/service.js';
import { listCalendars, listServices } from './service-catalog.js';

export async function publicCompanyProfile(ctx: TAppContext, companyId: string): Promise<TPublicCompanyDto> {
  const c = await findCompanyById(ctx, companyId);
  if (!c || !c.is_active) throw notFound('Empresa não encontrada.');
  const calendars = await listCalendars(ctx, companyId, { activeOnly: true });
  const activeCalendarIds = new Set(calendars.map((cal) => cal.id));
  const services = (await listServices(ctx, companyId, { activeOnly: true }))
    .map(({ company_id: _c, created_at: _ca, updated_at: _ua, is_active: _a, synonyms: _syn, ...s }) => ({
      ...s,
      calendar_ids: s.calendar_ids.filter((id) => activeCalendarIds.has(id)),
    }))
    .filter((s) => s.calendar_ids.length > 0);
  return {
    company: {
      id: c.id,
      slug: c.slug,
      name: c.name,
      field: c.field,
      description: c.description,
      avatar_url: c.avatar_url,
      cover_url: c.cover_url,
      phone: c.phone,
      website: c.website,
      instagram: c.instagram,
      google: c.google,
      timezone: c.timezone,
      currency: c.currency,
      cancelation_observations: c.cancelation_observations,
      workdays: c.workdays ?? [],
      address: c.address,
      photos: await listCompanyPhotos(ctx, c.id),
    },
    services,
    calendars: calendars.map((cal) => ({
      id: cal.id,
      title: cal.title,
      description: cal.description,
      color: cal.color,
      photo_url: cal.photo_url,
      service_ids: cal.service_ids,
    })),
  };
}
