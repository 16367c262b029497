// Sets up one scenario: its business, the client (identified by phone, as the playground does),
// the appointments that already exist, the busy periods and the owner settings it needs.
import type { TAppContext } from '../src/lib/context.js';
import { playgroundClient } from '../src/modules/secretary/playground.js';
import { findOrCreateChannelClient } from '../src/modules/clients/repo-channel-clients.js';
import { bookSchedule, confirmSchedule } from '../src/modules/scheduling/service.js';
import { saveBlockedPeriod } from '../src/modules/scheduling/service-blocked.js';
import { seedBusiness, type TSeededBusiness } from './businesses.js';
import { dayOf, firstDay, zonedAt } from './clock.js';
import { applyOwnerSetup } from './owner-setup.js';
import type { TScenario } from './scenario-types.js';

export interface TSeeded {
  biz: TSeededBusiness;
  meId: string;
  phone: string;
  base: string;
  startedAt: Date;
  existingIds: Array<string | null>;
  /** Owner settings the product cannot apply yet (the scenario fails on them). */
  unsupported: string[];
}

const system = { kind: 'system' as const, id: null };

export async function seedScenario(ctx: TAppContext, sc: TScenario, n: number, setClock: (d: Date) => void): Promise<TSeeded> {
  const base = firstDay(sc);
  const startedAt = zonedAt(base, sc.now.time);
  setClock(startedAt);
  const biz = await seedBusiness(ctx, sc.business, (sc.settings ?? {}) as never, sc.owner?.drop_faqs ?? []);
  const phone = sc.client.phone ?? `+55119${String(50000000 + n).padStart(8, '0')}`;
  // The same lookup the playground makes: the company's client with this phone, created when new.
  const me = await playgroundClient(ctx, biz.companyId, { name: sc.client.name, phone });
  const existingIds: Array<string | null> = [];
  for (const [i, ex] of (sc.existing ?? []).entries()) {
    const startAt = zonedAt(dayOf(base, ex), ex.time);
    const serviceId = biz.services.get(ex.service)!;
    const pro = ex.professional ? biz.calendarByTitle.get(ex.professional)! : null;
    if (ex.mine) {
      const row = await bookSchedule(ctx, {
        companyId: biz.companyId,
        actor: system,
        clientId: me.id,
        serviceId,
        calendarId: pro,
        startAt,
        interface: 'PLATFORM_COMPANY',
      });
      if (ex.status === 'confirmed')
        await confirmSchedule(ctx, { companyId: biz.companyId, actor: system, scheduleId: row.id, interface: 'PLATFORM_COMPANY' });
      existingIds.push(row.id);
      continue;
    }
    existingIds.push(null);
    const other = await findOrCreateChannelClient(ctx, biz.companyId, {
      kind: 'email',
      email: `outro${i}@eval.local`,
      name: `Outro Cliente ${i}`,
      phone: null,
    });
    // Without a professional, everyone who performs the service is busy then: the time is really taken.
    for (const calendarId of pro ? [pro] : biz.performers.get(ex.service)!) {
      await bookSchedule(ctx, {
        companyId: biz.companyId,
        actor: system,
        clientId: other.id,
        serviceId,
        calendarId,
        startAt,
        interface: 'PLATFORM_COMPANY',
      });
    }
  }
  for (const bz of sc.busy ?? []) {
    const date = dayOf(base, bz);
    const calendarIds = bz.professional ? [biz.calendarByTitle.get(bz.professional)!] : biz.calendars;
    for (const calendarId of calendarIds) {
      await saveBlockedPeriod(ctx, biz.access, null, {
        calendar_id: calendarId,
        start_at: zonedAt(date, bz.from),
        end_at: zonedAt(date, bz.to),
        reason: 'Ocupado',
        is_cancel_schedules: false,
      } as never);
    }
  }
  const unsupported = await applyOwnerSetup(ctx, biz, sc.owner);
  return { biz, meId: me.id, phone, base, startedAt, existingIds, unsupported };
}
