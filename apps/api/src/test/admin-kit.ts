// Test helpers of the back-office: admins with a given role, raw calls with any method, the audit count.
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TAdminPermission } from '@agenda/shared/admin-permissions';
import {
  adminAuditLogs,
  adminRoles,
  admins,
  chats,
  clients,
  messages,
  subscriptionBillPayments,
  subscriptionBills,
  subscriptions,
  users,
} from '../db/schema/index.js';
import { openSession } from '../modules/sessions/service.js';

const ORIGIN = { device: null, deviceHash: null, ip: '127.0.0.1', userAgent: 'vitest' };

/** An admin whose role grants exactly `permissions`, with an open admin session. */
export async function adminWith(
  app: FastifyInstance,
  permissions: TAdminPermission[],
): Promise<{ id: string; token: string; sessionId: string }> {
  const ctx = app.ctx;
  const [role] = await ctx.db
    .insert(adminRoles)
    .values({ name: `perfil-${randomUUID()}`, permissions })
    .returning();
  const [admin] = await ctx.db
    .insert(admins)
    .values({ email: `staff-${randomUUID()}@agendainteligente.com.br`, name: 'Equipe', password_hash: 'x', role_id: role!.id })
    .returning();
  const opened = await openSession(ctx, { kind: 'admin', subjectId: admin!.id, origin: ORIGIN });
  return { id: admin!.id, token: opened.token, sessionId: opened.sessionId };
}

export async function clientToken(app: FastifyInstance): Promise<string> {
  return (await openSession(app.ctx, { kind: 'client', subjectId: randomUUID(), origin: ORIGIN })).token;
}

export async function rawCall(app: FastifyInstance, method: string, url: string, token?: string, body?: unknown) {
  const res = await app.inject({
    method: method as 'GET',
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.body ? (JSON.parse(res.body) as Record<string, any>) : {} };
}

export async function auditCount(app: FastifyInstance): Promise<number> {
  const [row] = await app.ctx.db.select({ n: count() }).from(adminAuditLogs);
  return row?.n ?? 0;
}

export async function superAdminToken(app: FastifyInstance): Promise<string> {
  const res = await rawCall(app, 'POST', '/admin/auth/sign_in', undefined, {
    email: 'admin@agendainteligente.com.br',
    password: 'admin-password-123',
  });
  return res.body.token as string;
}

/** A client, its WhatsApp chat and these messages (oldest first, one minute apart from `start`). */
export async function seedChat(
  app: FastifyInstance,
  companyId: string,
  lines: ['client' | 'ai', string][],
  start = new Date(),
): Promise<string> {
  const db = app.ctx.db;
  const jid = `55119${Math.floor(10_000_000 + Math.random() * 89_999_999)}@s.whatsapp.net`;
  const [client] = await db.insert(clients).values({ company_id: companyId, name: 'Carlos Souza', whatsapp_remote_jid: jid }).returning();
  const [chat] = await db
    .insert(chats)
    .values({
      company_id: companyId,
      client_id: client!.id,
      channel: 'whatsapp',
      remote_id: jid,
      display_name: 'Carlos Souza',
      last_message_at: start,
    })
    .returning();
  for (const [i, [role, content]] of lines.entries())
    await db
      .insert(messages)
      .values({ company_id: companyId, chat_id: chat!.id, role, content, created_at: new Date(start.getTime() + i * 60_000) });
  return chat!.id;
}

/** A user session of the company's owner (the users pages revoke it). */
export async function userSession(app: FastifyInstance, email: string): Promise<{ userId: string; sessionId: string; token: string }> {
  const [user] = await app.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const opened = await openSession(app.ctx, { kind: 'user', subjectId: user!.id, origin: ORIGIN });
  return { userId: user!.id, sessionId: opened.sessionId, token: opened.token };
}

/**
 * Two bills of the company's subscription: one with a pending static Pix payment (confirmed by hand) and
 * one paid by card whose Stripe invoice is `invoiceId` (refunded through Stripe).
 */
export async function seedBills(app: FastifyInstance, companyId: string, invoiceId: string, value = 9990) {
  const db = app.ctx.db;
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.company_id, companyId)).limit(1);
  const now = new Date();
  const period = {
    subscription_id: sub!.id,
    company_id: companyId,
    ref_start_at: now,
    ref_end_at: new Date(now.getTime() + 30 * 86_400_000),
  };
  const [pixBill] = await db
    .insert(subscriptionBills)
    .values({ ...period, total_value: value })
    .returning();
  const [payment] = await db
    .insert(subscriptionBillPayments)
    .values({
      subscription_bill_id: pixBill!.id,
      company_id: companyId,
      gateway: 'pix_static',
      total_value: value,
      gateway_ref: randomUUID(),
    })
    .returning();
  const [cardBill] = await db
    .insert(subscriptionBills)
    .values({
      ...period,
      ref_start_at: new Date(now.getTime() - 30 * 86_400_000),
      ref_end_at: now,
      total_value: value,
      status: 'paid',
      paid_at: now,
      gateway: 'stripe',
      gateway_ref: invoiceId,
    })
    .returning();
  return { pixPaymentId: payment!.id, cardBillId: cardBill!.id };
}
