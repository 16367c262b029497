// The home's live demo (issue 15): a visitor of the marketing site talks to the demo company's
// secretary through its playground (the real brain on the `test` channel; bookings made here carry
// the playground's observation and the owner's playground cleanup removes them). Each visitor is a
// client of its own, named by a phone with the unused area code 00, so no real client is ever matched.
import { createHash } from 'node:crypto';
import type { TDemoMessageAnswer, TDemoMessageBody } from '@agenda/shared/schemas/public-content';
import { notFound } from '../../lib/app-error.js';
import type { TAppContext } from '../../lib/context.js';
import { findActiveCompanyRow } from '../companies/repo.js';
import { playgroundMessage } from './playground.js';

const VISITOR_NAME = 'Visitante do site';

/** +55 00 9xxxx-xxxx: a stable, impossible mobile number per visitor id. */
export function demoVisitorPhone(visitor: string): string {
  const digits = BigInt(`0x${createHash('sha256').update(visitor).digest('hex').slice(0, 15)}`) % 100_000_000n;
  return `+55009${digits.toString().padStart(8, '0')}`;
}

export async function demoMessage(ctx: TAppContext, body: TDemoMessageBody): Promise<TDemoMessageAnswer> {
  const company = await findActiveCompanyRow(ctx.db, { slug: ctx.config.HOME_DEMO_COMPANY_SLUG });
  if (!company || company.is_blocked) throw notFound('A demonstração não está disponível no momento.');
  const answer = await playgroundMessage(
    ctx,
    { companyId: company.id },
    { message: body.message, client: { name: VISITOR_NAME, phone: demoVisitorPhone(body.visitor) } },
  );
  return { replies: answer.replies, company_name: company.name };
}
