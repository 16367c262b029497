import { z } from 'zod';
import type { TAppContext, TAuth } from '../lib/context.js';
import { findMembership } from '../modules/companies/repo-members.js';
import { billPaymentCompanyId } from '../modules/subscriptions/repo.js';

const isUuid = (v: string) => z.uuid().safeParse(v).success;

async function isMember(ctx: TAppContext, userId: string, companyId: string): Promise<boolean> {
  return Boolean(await findMembership(ctx.db, companyId, userId));
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
      const companyId = await billPaymentCompanyId(ctx.db, id);
      return Boolean(companyId) && isMember(ctx, auth.subjectId, companyId!);
    }
    default:
      return false;
  }
}
