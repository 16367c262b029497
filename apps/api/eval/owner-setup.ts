// Owner settings a scenario needs (professional aliases, service synonyms, the company address).
// Scenarios state them as data; this adapter applies them through the same service functions the
// owner's screens use (after the same zod validation), so a scenario sees what an owner would set.
import { ZCompanyUpdateBody } from '@agenda/shared/schemas/company';
import { ZNameVariants } from '@agenda/shared/schemas/secretary-settings';
import type { TCalendarBody, TServiceBody } from '@agenda/shared/schemas/scheduling';
import type { TAppContext } from '../src/lib/context.js';
import { updateCompany } from '../src/modules/companies/service.js';
import { upsertCalendar, upsertService } from '../src/modules/scheduling/service-catalog.js';
import type { TSeededBusiness } from './businesses.js';
import type { TOwnerSetup } from './scenario-types.js';

function idOf(map: Map<string, string>, title: string, what: string): string {
  const id = map.get(title);
  if (!id) throw new Error(`owner setup: ${what} "${title}" does not exist in this business`);
  return id;
}

/** Applies the scenario's owner settings; returns the names of the ones the product does not support (none today). */
export async function applyOwnerSetup(ctx: TAppContext, biz: TSeededBusiness, owner: TOwnerSetup | undefined): Promise<string[]> {
  if (!owner) return [];
  for (const [title, aliases] of Object.entries(owner.professional_aliases ?? {})) {
    // An update sends only what changes (the general/update_or_create call merges it into the row).
    const body = { aliases: ZNameVariants.parse(aliases) } as TCalendarBody;
    await upsertCalendar(ctx, biz.access, idOf(biz.calendarByTitle, title, 'professional'), body);
  }
  for (const [title, synonyms] of Object.entries(owner.service_synonyms ?? {})) {
    const body = { synonyms: ZNameVariants.parse(synonyms) } as TServiceBody;
    await upsertService(ctx, biz.access, idOf(biz.services, title, 'service'), body);
  }
  if (owner.address !== undefined) await updateCompany(ctx, biz.companyId, ZCompanyUpdateBody.parse({ address: owner.address }));
  // drop_faqs is applied while seeding (businesses.ts).
  return [];
}
