// Leads imported from the explorer: new clients of the company in the CRM's first stage, skipping phones it has.
import { and, eq, inArray } from 'drizzle-orm';
import { clients, companies } from '../../db/schema/index.js';
import type { TDb } from '../../db/client.js';

/** The company's feature flags and its address (the explorer's map starts there). */
export async function explorerCompany(db: TDb, companyId: string): Promise<{ flags: string[]; address: string | null }> {
  const [row] = await db
    .select({ flags: companies.feature_flags, address: companies.address })
    .from(companies)
    .where(eq(companies.id, companyId));
  return { flags: row?.flags ?? [], address: row?.address?.trim() || null };
}

export async function insertLeads(
  db: TDb,
  companyId: string,
  leads: { name: string; phone: string | null; address: string | null }[],
  now: Date,
) {
  const phones = leads.map((l) => l.phone).filter((p): p is string => Boolean(p));
  const known = phones.length
    ? await db
        .select({ phone: clients.phone })
        .from(clients)
        .where(and(eq(clients.company_id, companyId), inArray(clients.phone, phones)))
    : [];
  const have = new Set(known.map((k) => k.phone));
  const fresh = leads.filter((l) => !l.phone || !have.has(l.phone));
  if (!fresh.length) return [];
  return db
    .insert(clients)
    .values(
      fresh.map((l) => ({
        company_id: companyId,
        name: l.name,
        phone: l.phone,
        address: l.address,
        crm_stage: 'prospect',
        created_at: now,
        updated_at: now,
      })),
    )
    .returning({ id: clients.id, name: clients.name, phone: clients.phone, address: clients.address });
}
