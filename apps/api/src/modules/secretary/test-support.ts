// Helpers of the secretary's integration tests: a company with services, a connected channel, waits.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildFixture, nextWeekdayAt, type TFixture } from '../scheduling/test-fixtures.js';
import { speakDateTime } from './brain/embedded/format.js';
import { bookSchedule } from '../scheduling/service.js';

export { buildFixture, nextWeekdayAt, type TFixture };
export { sleep, waitFor } from '../../test/wait-for.js';

/** "dia 03/12 às 15h" for the next given weekday, and how the assistant will speak it. */
export function nextSlotPhrase(now: Date, dow = 3, hhmm = '15:00') {
  const at = nextWeekdayAt(now, 'America/Sao_Paulo', dow, hhmm, 2);
  const local = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit' }).format(at);
  return { at, phrase: `dia ${local} às ${hhmm.replace(':00', 'h')}`, spoken: speakDateTime(at, 'America/Sao_Paulo') };
}

export async function connectCloud(app: FastifyInstance, fx: TFixture, phoneNumberId: string, token: string) {
  const res = await fx.api.call('POST', `/user/${fx.company.id}/integrations/whatsapp-cloud/connect`, {
    token: fx.token,
    body: { phone_number_id: phoneNumberId, access_token: token },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  void app;
  return res.body.integration as { id: string };
}

export async function chatMessagesOf(fx: TFixture, chatId: string) {
  const res = await fx.api.call('GET', `/user/${fx.company.id}/chats/${chatId}`, { token: fx.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { chat: Record<string, any>; messages: Array<Record<string, any>> };
}

export async function chatsOf(fx: TFixture) {
  const res = await fx.api.call('GET', `/user/${fx.company.id}/chats`, { token: fx.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.chats as Array<Record<string, any>>;
}

/** The staff books the fixture's first service for a client (with its first professional unless told). */
export function staffBook(app: FastifyInstance, fx: TFixture, clientId: string, startAt: Date, calendarId = fx.calendars[0]!.id) {
  return bookSchedule(app.ctx, {
    companyId: fx.company.id,
    actor: { kind: 'user', id: null },
    clientId,
    serviceId: fx.services[0]!.id,
    calendarId,
    startAt,
    interface: 'PLATFORM_COMPANY',
  });
}
