// The secretary hands the service a client asks about to the automations (recordServiceInterest):
// "quero fazer um corte" over WhatsApp plans the after_service_interest_and_not_scheduled follow-up
// one day later, once per pending follow-up, and a booking made in the chat drops it when due.
import { AUTOMATION_TRIGGER_DEFAULTS } from '@agenda/shared/automation';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledMessages, subscriptions } from '../../../db/schema/index.js';
import type { TTestApp } from '../../../test/harness.js';
import { newServiceInterest } from '../service-interest.js';
import { startCloudChat, type TCloudChat } from './cloud-chat.js';

const DAY = 86_400_000;

describe('service interest from the conversation', () => {
  let c: TCloudChat;
  let t: TTestApp;

  beforeAll(async () => {
    c = await startCloudChat('5550066', '5511944443333', 'Lia');
    t = c.t;
    const now = t.clock.now();
    await t.app.ctx.db
      .update(subscriptions)
      .set({
        status: 'active',
        start_at: new Date(now.getTime() - DAY),
        end_at: new Date(now.getTime() + 400 * DAY),
        extra_features: ['automations'],
      })
      .where(eq(subscriptions.company_id, c.fx.company.id));
    const res = await c.fx.api.call('POST', `/user/${c.fx.company.id}/automations`, {
      token: c.fx.token,
      body: {
        title: 'Interesse',
        action: 'send_message',
        trigger: 'after_service_interest_and_not_scheduled',
        ...AUTOMATION_TRIGGER_DEFAULTS.after_service_interest_and_not_scheduled,
        content: 'Oi {{name}}, ainda quer fazer {{service_name}}?',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });
  afterAll(() => c?.close());

  it('a service named only after the turn is new interest', () => {
    const asked = { constraints: { service_ids: ['s1'] }, offered: { service_id: 's2', schedule_id: null, shown_turn: 1, slots: [] } };
    expect(newServiceInterest({}, asked).sort()).toEqual(['s1', 's2']);
    expect(newServiceInterest(asked, asked)).toEqual([]);
    expect(newServiceInterest(null, { garbage: true })).toEqual([]);
  });

  it('asking for a service over WhatsApp plans the follow-up one day later, once', async () => {
    // At noon in São Paulo, so one day later is not pushed out of the quiet hours (21h–8h) to the morning.
    const noonUtc = new Date(t.clock.now());
    noonUtc.setUTCHours(15, 0, 0, 0);
    if (noonUtc.getTime() <= t.clock.now().getTime()) noonUtc.setTime(noonUtc.getTime() + DAY);
    t.clock.advance(noonUtc.getTime() - t.clock.now().getTime());
    const since = t.clock.now();
    await c.say('quero fazer um corte');
    const planned = await t.app.ctx.db
      .select()
      .from(scheduledMessages)
      .where(and(eq(scheduledMessages.client_id, c.clientId), eq(scheduledMessages.type, 'after_service_interest_and_not_scheduled')));
    expect(planned).toHaveLength(1);
    expect(planned[0]).toMatchObject({ status: 'pending', source: 'automation', content: 'Oi Lia, ainda quer fazer Corte?' });
    expect(Math.abs(planned[0]!.due_at.getTime() - (since.getTime() + DAY))).toBeLessThan(5000);
    await c.say('quais horários tem amanhã para corte?');
    const again = await t.app.ctx.db.select().from(scheduledMessages).where(eq(scheduledMessages.client_id, c.clientId));
    expect(again.filter((r) => r.type === 'after_service_interest_and_not_scheduled')).toHaveLength(1);
  });
});
