// Issue 16: a new owner confirmed their WhatsApp with a code to sign up; asking for a second code to
// create their first company a minute later only adds friction. That proof lasts SIGN_UP_PROOF_MS
// after the account was created, and only while the user belongs to no company yet.
import type { TAppContext } from '../../lib/context.js';
import { companiesOfUser } from './repo.js';

const SIGN_UP_PROOF_MS = 15 * 60_000;

export async function signUpProofHolds(ctx: TAppContext, user: { id: string; created_at: Date }): Promise<boolean> {
  if (ctx.now().getTime() - user.created_at.getTime() > SIGN_UP_PROOF_MS) return false;
  return (await companiesOfUser(ctx.db, user.id)).length === 0;
}
