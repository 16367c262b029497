// The home's live demo (issue 15): an anonymous visitor talks to the demo company's secretary
// (POST /general/demo/message, no token). Each visitor is a client of its own that never matches a
// real client; the conversation goes on across messages; bad input is a Portuguese 4xx; a blocked or
// missing demo company answers 404; the calls are limited per IP.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chats, clients, companies } from '../../../db/schema/index.js';
import { startTestApp, type TTestApp } from '../../../test/harness.js';
import { buildFixture, type TFixture } from '../../scheduling/test-fixtures.js';
import { demoVisitorPhone } from '../demo.js';

const VISITOR = 'visitante-AbCdEf0123456789';

describe('the home live demo', () => {
  let t: TTestApp;
  let f: TFixture;
  const say = (message: string, visitor = VISITOR, ip = '203.0.113.7') =>
    t.app.inject({ method: 'POST', url: '/general/demo/message', payload: { message, visitor }, remoteAddress: ip });

  beforeAll(async () => {
    t = await startTestApp({ HOME_DEMO_COMPANY_SLUG: 'barbearia-vitrine', HOME_DEMO_MESSAGES_PER_IP_PER_MINUTE: '6' });
    f = await buildFixture(t.app, { name: 'Barbearia Vitrine' });
    expect(f.company.slug).toBe('barbearia-vitrine');
  });
  afterAll(() => t.close());

  it("answers a visitor with the demo company's secretary and keeps the conversation", async () => {
    const first = await say('Oi! Quanto custa o corte?');
    expect(first.statusCode, first.body).toBe(200);
    const answer = first.json();
    expect(answer.company_name).toBe('Barbearia Vitrine');
    expect(answer.replies.join('\n')).toMatch(/Corte/);
    expect(answer.replies.join('\n')).toMatch(/R\$/);
    const second = await say('quero marcar um corte amanhã de tarde');
    expect(second.statusCode).toBe(200);
    expect(second.json().replies.length).toBeGreaterThan(0);

    // One client and one test chat for this visitor, with an impossible phone (area code 00).
    const phone = demoVisitorPhone(VISITOR);
    expect(phone).toMatch(/^\+55009\d{8}$/);
    const mine = await t.app.ctx.db
      .select()
      .from(clients)
      .where(and(eq(clients.company_id, f.company.id), eq(clients.phone, phone)));
    expect(mine).toHaveLength(1);
    const conversation = await t.app.ctx.db.select().from(chats).where(eq(chats.client_id, mine[0]!.id));
    expect(conversation).toHaveLength(1);
    expect(conversation[0]!.channel).toBe('test');
  });

  it('gives another visitor a client of its own, never the company’s real client', async () => {
    const other = await say('Oi, quais horários vocês têm?', 'outro-visitante-0123456789');
    expect(other.statusCode).toBe(200);
    expect(demoVisitorPhone('outro-visitante-0123456789')).not.toBe(demoVisitorPhone(VISITOR));
    const real = await t.app.ctx.db.select().from(chats).where(eq(chats.client_id, f.client.id));
    expect(real).toHaveLength(0);
  });

  it('refuses bad input with a Portuguese 4xx and limits the calls per IP', async () => {
    const empty = await say('   ', VISITOR, '203.0.113.9');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toContain('Escreva a mensagem');
    const badVisitor = await say('Oi', 'x', '203.0.113.9');
    expect(badVisitor.statusCode).toBe(422);
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await say('Oi', VISITOR, '198.51.100.4')).statusCode);
    expect(codes.at(-1)).toBe(429);
    expect(codes.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('answers 404 when the demo company is blocked', async () => {
    await t.app.ctx.db.update(companies).set({ is_blocked: true }).where(eq(companies.id, f.company.id));
    const res = await say('Oi', VISITOR, '192.0.2.1');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('A demonstração não está disponível no momento.');
  });
});
