// What the company description is written from: the company's name, field, address, hours and active services.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { companies, services } from '../../db/schema/index.js';
import type { TDb } from '../../db/client.js';

export async function descriptionFacts(db: TDb, companyId: string) {
  const [company] = await db
    .select({ name: companies.name, field: companies.field, address: companies.address, workdays: companies.workdays })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) return undefined;
  const rows = await db
    .select({ title: services.title })
    .from(services)
    .where(and(eq(services.company_id, companyId), eq(services.is_active, true), isNull(services.deleted_at)))
    .orderBy(asc(services.title))
    .limit(12);
  return { ...company, services: rows.map((r) => r.title) };
}
