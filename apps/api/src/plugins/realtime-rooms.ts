import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { companyUsers, subscriptionBillPayments } from '../db/schema/index.js';
import type { TAppContext, TAuth } from '../lib/context.js';

const isUuid = (v: string) => z.uuid().safeParse(v).success;

async function isMember(ctx: TAppContext, userId: string, companyId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: companyUsers.id })
    .from(companyUsers)
    .where(and(eq(companyUsers.company_id, companyId), eq(companyUsers.user_id, userId)))
    .limit(1);
  return Boolean(row);
}

/** A socket may join only the rooms its token may see; platform admins may watch any company. */
export async function canJoinRoom(ctx: TAppContext, auth: TAuth, room: string): Promise<boolean> {
  const sep = room.lastIndexOf(':');
  if (sep <= 0) return false;
  const prefix = room.slice(0, sep);
  const id = room.slice(sep + 1);
  if (!isUuid(id)) return false;
  switch (prefix) {
    case 'app:user_id':
      return auth.kind === 'user' && auth.subjectId === id;
    case 'company_update':
      if (auth.kind === 'admin') return true;
      return auth.kind === 'user' && isMember(ctx, auth.subjectId, id);
    case 'subscription_bill_payment_update': {
      if (auth.kind === 'admin') return true;
      if (auth.kind !== 'user') return false;
      const [payment] = await ctx.db
        .select({ company_id: subscriptionBillPayments.company_id })
        .from(subscriptionBillPayments)
        .where(eq(subscriptionBillPayments.id, id))
        .limit(1);
      return Boolean(payment) && isMember(ctx, auth.subjectId, payment!.company_id);
    }
    default:
      return false;
  }
}
