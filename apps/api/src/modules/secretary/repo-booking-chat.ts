// A client who booked on the public page may never have written to the business: their confirmation
// opens a WhatsApp chat with them through the company's connected number.
import { and, desc, eq } from 'drizzle-orm';
import { companyIntegrations } from '../../db/schema/index.js';
import type { TDb } from '../../db/client.js';

export async function connectedWhatsappIntegrationId(db: TDb, companyId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: companyIntegrations.id })
    .from(companyIntegrations)
    .where(
      and(
        eq(companyIntegrations.company_id, companyId),
        eq(companyIntegrations.channel, 'whatsapp'),
        eq(companyIntegrations.connection_status, 'connected'),
      ),
    )
    .orderBy(desc(companyIntegrations.updated_at))
    .limit(1);
  return row?.id;
}
