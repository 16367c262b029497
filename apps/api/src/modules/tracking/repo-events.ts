// Platform events (docs/spec.md §3/§9): stored per device, with the UTM rule — the same utm_info is
// not re-recorded within 6 h unless force_utm. A sign-up links the device's earlier events to the user.
import { UTM_RERECORD_WINDOW_MS } from '@agenda/shared/timings';
import type { ZPlatformEventInput, TPlatformEventStored } from '@agenda/shared/schemas/public-content';
import { and, desc, eq, gte, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { platformEvents } from '../../db/schema/index.js';
import type { TAppContext } from '../../lib/context.js';

type TEventInput = z.infer<typeof ZPlatformEventInput>;
const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content'] as const;

/** The four utm fields of a utm_info value (object or JSON text), in a fixed order so equal UTMs compare equal. */
function utmOf(value: TEventInput['value']): Record<string, string | null> | null {
  let obj: unknown = value;
  if (typeof value === 'string') {
    try {
      obj = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!obj || typeof obj !== 'object') return null;
  const rec = obj as Record<string, unknown>;
  const utm = Object.fromEntries(UTM_KEYS.map((k) => [k, typeof rec[k] === 'string' ? (rec[k] as string).slice(0, 200) : null]));
  return Object.values(utm).some(Boolean) ? utm : null;
}

async function utmRecordedRecently(ctx: TAppContext, deviceHash: string, utmJson: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - UTM_RERECORD_WINDOW_MS);
  const [last] = await ctx.db
    .select({ value: platformEvents.value })
    .from(platformEvents)
    .where(
      and(eq(platformEvents.device_hash, deviceHash), eq(platformEvents.event_name, 'utm_info'), gte(platformEvents.created_at, since)),
    )
    .orderBy(desc(platformEvents.created_at))
    .limit(1);
  return last?.value === utmJson;
}

const toStored = (row: typeof platformEvents.$inferSelect): TPlatformEventStored => ({
  id: row.id,
  device_hash: row.device_hash,
  event_id: row.event_id,
  event_name: row.event_name,
  event_ref: row.event_ref,
  unit: row.unit,
  value: row.value,
  created_at: row.created_at.toISOString(),
});

/** Stores the events that pass the UTM rule; returns the stored ones. */
export async function collectEvents(
  ctx: TAppContext,
  input: TEventInput[],
  who: { deviceHash: string | null; userId: string | null; ip: string | null },
): Promise<TPlatformEventStored[]> {
  const now = ctx.now();
  const stored: TPlatformEventStored[] = [];
  for (const event of input) {
    const deviceHash = (event.device_hash ?? who.deviceHash)?.slice(0, 128) ?? null;
    let value = typeof event.value === 'object' ? JSON.stringify(event.value) : event.value === undefined ? null : String(event.value);
    const meta: Record<string, unknown> = { ip: who.ip };
    if (event.event_name === 'utm_info') {
      const utm = utmOf(event.value);
      if (!utm || !deviceHash) continue;
      value = JSON.stringify(utm);
      if (!event.force_utm && (await utmRecordedRecently(ctx, deviceHash, value, now))) continue;
      Object.assign(meta, utm, { force_utm: event.force_utm === true });
    }
    const [row] = await ctx.db
      .insert(platformEvents)
      .values({
        device_hash: deviceHash,
        event_id: event.event_id ?? null,
        event_name: event.event_name,
        event_ref: event.event_ref ?? null,
        unit: event.unit ?? null,
        value,
        user_id: who.userId,
        meta,
        created_at: now,
      })
      .returning();
    stored.push(toStored(row!));
  }
  return stored;
}

/** After a sign-up: the device's anonymous events (its UTM visit included) now belong to the new user. */
export async function linkDeviceEvents(ctx: TAppContext, deviceHash: string | null, userId: string): Promise<void> {
  if (!deviceHash) return;
  await ctx.db
    .update(platformEvents)
    .set({ user_id: userId })
    .where(and(eq(platformEvents.device_hash, deviceHash), isNull(platformEvents.user_id)));
}

/** What /collect/test shows: this device's latest events. */
export async function deviceEvents(ctx: TAppContext, deviceHash: string): Promise<TPlatformEventStored[]> {
  const rows = await ctx.db
    .select()
    .from(platformEvents)
    .where(eq(platformEvents.device_hash, deviceHash))
    .orderBy(desc(platformEvents.created_at))
    .limit(50);
  return rows.map(toStored);
}
