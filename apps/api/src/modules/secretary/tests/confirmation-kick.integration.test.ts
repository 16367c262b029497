// Issue 17: a batch of booking events kicks the secretary's worker (a poll of its three queues) only when
// it queued a confirmation; most batches queue none (no WhatsApp connected, the assistant's own bookings).
import { startFakeWhatsappCloud, type FakeWhatsappCloud } from '@agenda/fakes/whatsapp-cloud';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages } from '../../../db/schema/index.js';
import { startTestApp, type TTestApp } from '../../../test/harness.js';
import type { TScheduleEvent } from '../../scheduling/service.js';
import { scheduleConfirmationHandler } from '../confirmations.js';
import { buildFixture, connectCloud, nextWeekdayAt, staffBook, type TFixture } from '../test-support.js';

const SECRET = 'confirmation-kick-secret';
const TOKEN = 'EAAG-confirmation-kick-token';

describe('the kick after a batch of confirmations', () => {
  let fake: FakeWhatsappCloud;
  let t: TTestApp;
  let connected: TFixture;
  let plain: TFixture;
  const events = new Map<string, TScheduleEvent>();

  beforeAll(async () => {
    fake = await startFakeWhatsappCloud({ accessToken: TOKEN, appSecret: SECRET });
    t = await startTestApp({ WHATSAPP_CLOUD_APP_SECRET: SECRET, WHATSAPP_CLOUD_BASE_URL: fake.url, SECRETARY_WORKER: 'off' });
    connected = await buildFixture(t.app, { name: 'Salão Conectado' });
    await connectCloud(t.app, connected, '5550031', TOKEN);
    plain = await buildFixture(t.app, { name: 'Salão Sem WhatsApp' });
    // The events as the handlers get them, none handled yet (this test hands them to the handler itself).
    const handlers = t.app.ctx.scheduleEventHandlers.splice(0, Infinity, (event) => {
      events.set(event.companyId, event);
    });
    try {
      const at = nextWeekdayAt(t.clock.now(), 'America/Sao_Paulo', 3, '10:00', 2);
      for (const fx of [connected, plain]) await staffBook(t.app, fx, fx.client.id, at);
    } finally {
      t.app.ctx.scheduleEventHandlers.splice(0, Infinity, ...handlers);
    }
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const messagesOf = async (event: TScheduleEvent) =>
    (await t.app.ctx.db.select().from(messages).where(sql`${messages.meta} ->> 'schedule_event_id' = ${event.id}`)).length;

  it('kicks once a message is queued; not for a batch that queued none, nor for a replay', async () => {
    let kicks = 0;
    const handler = scheduleConfirmationHandler(() => kicks++);
    const booked = events.get(connected.company.id)!;
    const elsewhere = events.get(plain.company.id)!;

    await handler.batch([elsewhere], t.app.ctx); // no WhatsApp connected: no chat, no message
    await handler.batch([{ ...booked, actor: { kind: 'assistant', id: null } }], t.app.ctx); // said in the chat already
    expect([kicks, await messagesOf(booked), await messagesOf(elsewhere)]).toEqual([0, 0, 0]);

    await handler.batch([booked, elsewhere], t.app.ctx);
    expect([kicks, await messagesOf(booked)]).toEqual([1, 1]);

    await handler.batch([booked], t.app.ctx); // a replay: the message is there already
    expect([kicks, await messagesOf(booked)]).toEqual([1, 1]);
  });
});
