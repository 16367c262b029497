// Reads and writes of a company's clients (sign-up, sign-in and the booking flows).
import { and, eq, sql } from 'drizzle-orm';
import type { TClientSignUpBody } from '@agenda/shared/schemas/auth';
import { clients } from '../../db/schema/index.js';
import type { TAppContext } from '../../lib/context.js';
import type { TDb } from '../../db/client.js';
import { onRoot, preparedOnce } from '../../lib/prepared.js';
import { conflict } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import type { TClientDto } from '@agenda/shared/schemas/people-dto';

export type TClientRow = typeof clients.$inferSelect;

export async function findClientByPhone(ctx: TAppContext, companyId: string, phone: string): Promise<TClientRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(clients)
    .where(and(eq(clients.company_id, companyId), eq(clients.phone, phone)))
    .limit(1);
  return row;
}

export async function findClient(ctx: TAppContext, companyId: string, id: string): Promise<TClientRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(clients)
    .where(and(eq(clients.company_id, companyId), eq(clients.id, id)))
    .limit(1);
  return row;
}

// Every signed-in client call checks its client first: one short statement, prepared (lib/prepared.ts).
const existsQuery = preparedOnce((db: TDb) =>
  db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.company_id, sql.placeholder('companyId')), eq(clients.id, sql.placeholder('id'))))
    .limit(1)
    .prepare('client_exists'),
);

/** Whether the client exists in the company (what a client's session check needs of it). */
export async function clientExists(ctx: TAppContext, companyId: string, id: string): Promise<boolean> {
  if (!onRoot(ctx)) return Boolean(await findClient(ctx, companyId, id));
  return (await existsQuery(ctx.db).execute({ companyId, id })).length > 0;
}

export async function createClient(ctx: TAppContext, companyId: string, body: TClientSignUpBody): Promise<TClientRow> {
  try {
    const [row] = await ctx.db
      .insert(clients)
      .values({
        company_id: companyId,
        name: body.name,
        phone: body.phone,
        email: body.email ?? null,
        whatsapp_remote_jid: body.phone.replace(/\D/g, ''),
      })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('Já existe um cadastro com este telefone. Entre com ele.');
    throw error;
  }
}

/** What a signed-in client sees of themself (docs/spec.md §3 "Logged user": client). */
export const clientDto = (c: TClientRow): TClientDto => ({
  id: c.id,
  name: c.name,
  phone: c.phone,
  email: c.email,
  company_id: c.company_id,
});
