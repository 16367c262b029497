// Stripe's wire conventions shared by the fake's routes: ids, errors, form values and public views.
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StripeFormValue } from './stripe-form.js';
import type { StripeObject } from './stripe-types.js';

export function firstItem(sub: StripeObject): { priceId: string; quantity: number } {
  const data = (sub.items as { data: Array<{ price: { id: string }; quantity: number }> }).data;
  return { priceId: data[0]?.price.id ?? '', quantity: data[0]?.quantity ?? 1 };
}

/** Drops the fake's private `_` fields. */
export function publicView(obj: StripeObject): StripeObject {
  return Object.fromEntries(Object.entries(obj).filter(([k]) => !k.startsWith('_'))) as StripeObject;
}

export function apiKeyOf(request: FastifyRequest): string | undefined {
  const auth = request.headers.authorization;
  if (!auth) return undefined;
  if (auth.startsWith('Bearer ')) return auth.slice(7);
  if (auth.startsWith('Basic ')) return Buffer.from(auth.slice(6), 'base64').toString('utf8').split(':')[0];
  return undefined;
}

export function str(v: StripeFormValue | undefined): string | undefined {
  return typeof v === 'string' && v !== '' ? v : undefined;
}

export function record(v: StripeFormValue | undefined): Record<string, string> {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return {};
  return Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

export function now(): number {
  return Math.floor(Date.now() / 1000);
}

export function randomToken(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += alphabet[b % alphabet.length];
  return out;
}

export function newId(prefix: string): string {
  return `${prefix}_${randomToken(24)}`;
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function stripeError(
  reply: FastifyReply,
  status: number,
  type: string,
  message: string,
  extra: Record<string, unknown> = {},
): FastifyReply {
  return reply.code(status).send({ error: { type, message, ...extra } });
}

export function paramError(reply: FastifyReply, param: string, message: string, code: string): FastifyReply {
  return stripeError(reply, 400, 'invalid_request_error', message, { param, code });
}

export function missing(reply: FastifyReply, kind: string, id: string, param?: string): FastifyReply {
  return stripeError(reply, param ? 400 : 404, 'invalid_request_error', `No such ${kind}: '${id}'`, {
    code: 'resource_missing',
    param: param ?? 'id',
  });
}
