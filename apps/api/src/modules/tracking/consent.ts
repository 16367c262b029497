import type { FastifyRequest } from 'fastify';
import type { TAppContext } from '../../lib/context.js';
import { hasConsentCookie } from '../../lib/device.js';
import { sessionOrigin } from '../../plugins/auth.js';
import { collectEvents, linkDeviceEvents } from './repo-events.js';

/** Without the cookie banner's consent nothing is stored (docs/spec.md §4). */
export function hasConsent(request: FastifyRequest): boolean {
  return hasConsentCookie(request.headers.cookie);
}

/** A sign-up ties the device's earlier events (its UTM visit) to the new user and records the conversion. */
export async function recordSignUp(ctx: TAppContext, request: FastifyRequest, userId: string): Promise<void> {
  if (!hasConsent(request)) return;
  const { deviceHash, ip } = sessionOrigin(request);
  await linkDeviceEvents(ctx, deviceHash, userId);
  await collectEvents(ctx, [{ event_name: 'sign_up', event_ref: userId }], { deviceHash, userId, ip });
}
