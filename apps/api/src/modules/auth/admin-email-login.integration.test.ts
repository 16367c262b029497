import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtp, type FakeMail, type FakeSmtp } from '@agenda/fakes/smtp';
import { adminEmailTokens, platformEmails } from '../../db/schema/index.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { apiClient } from '../../test/api-client.js';

const ADMIN = 'admin@agendainteligente.com.br';
const SAME_ANSWER = { message: 'Se este e-mail for de um administrador, enviamos um link de acesso. Ele vale por 15 minutos.' };

async function waitForRows(check: () => Promise<boolean>) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the e-mail rows did not reach the expected state');
}

const tokenOf = (mail: FakeMail) => {
  const link = /https:\/\/painel\.example\.com\/admin\/login\?email_auth_token=([A-Za-z0-9_-]+)/.exec(mail.text);
  expect(link, mail.text).not.toBeNull();
  return link![1]!;
};

describe('admin sign-in by e-mail link, sent over SMTP (issue 14 item 1)', () => {
  let smtp: FakeSmtp;
  let t: TTestApp;
  let api: ReturnType<typeof apiClient>;
  const ask = (email: string) => api.call('POST', '/admin/auth/email_token/send', { body: { email } });
  const verify = (token: string) => api.call('POST', '/admin/auth/email_token/verify', { body: { token } });
  /** Each request's mail is the next one the fake receives for the admin. */
  const nextMail = async (after: number) => smtp.waitFor((m) => smtp.messages.indexOf(m) >= after && m.to.includes(ADMIN));

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    t = await startTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Agenda Inteligente <nao-responda@agendainteligente.com.br>',
      PUBLIC_URL: 'https://painel.example.com',
      ADMIN_EMAIL_LINKS_PER_EMAIL_PER_HOUR: '6',
      ADMIN_EMAIL_LINKS_PER_IP_PER_HOUR: '10',
    });
    api = apiClient(t.app);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('e-mails a Portuguese link whose token opens an admin session once, stored only as a hash', async () => {
    const res = await ask('Admin@AgendaInteligente.com.br ');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(SAME_ANSWER);
    const mail = await nextMail(0);
    expect(mail.from).toBe('nao-responda@agendainteligente.com.br');
    expect(mail.subject).toBe('Seu link de acesso ao painel administrativo');
    expect(mail.text).toContain('Ele vale por 15 minutos e só pode ser usado uma vez');
    expect(mail.html).toContain('Entrar no painel administrativo');
    const token = tokenOf(mail);

    const rows = await t.app.ctx.db.select().from(adminEmailTokens);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);

    const signedIn = await verify(token);
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.admin).toMatchObject({ email: ADMIN });
    const me = await api.call('GET', '/admin/auth/get', { token: signedIn.body.token as string });
    expect(me.status).toBe(200);
    expect(me.body.admin.email).toBe(ADMIN);

    const again = await verify(token);
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('Este link de acesso já foi usado. Peça um novo link.');
    // The fake receives the mail before the sender marks its row sent: wait for the mark, not the mail.
    const statuses = async () => (await t.app.ctx.db.select().from(platformEmails)).map((m) => m.status);
    await waitForRows(async () => (await statuses()).every((s) => s !== 'pending'));
    expect(await statuses()).toEqual(['sent']);
  });

  it('refuses a link past its 15 minutes, and a made-up one', async () => {
    const before = smtp.messages.length;
    expect((await ask(ADMIN)).status).toBe(200);
    const token = tokenOf(await nextMail(before));
    t.clock.advance(15 * 60_000 + 1_000);
    const late = await verify(token);
    expect(late.status).toBe(422);
    expect(late.body.message).toBe('Este link de acesso expirou. Peça um novo link.');
    const forged = await verify('x'.repeat(43));
    expect(forged.status).toBe(422);
    expect(forged.body.message).toBe('Link de acesso inválido. Peça um novo link.');
    expect((await verify('curto')).status).toBe(422);
  });

  it('answers an unknown e-mail exactly as a known one and sends nothing', async () => {
    const before = smtp.messages.length;
    const tokensBefore = (await t.app.ctx.db.select().from(adminEmailTokens)).length;
    const res = await ask('ninguem@example.com');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(SAME_ANSWER);
    // A known e-mail's mail arrives after the unknown one's would have: nothing came for the unknown one.
    expect((await ask(ADMIN)).status).toBe(200);
    await nextMail(before);
    expect(smtp.messages.slice(before).flatMap((m) => m.to)).toEqual([ADMIN]);
    expect(await t.app.ctx.db.select().from(adminEmailTokens)).toHaveLength(tokensBefore + 1);
  });

  it('retries a temporary SMTP refusal (451) and gives up on a permanent one (550), recording both', async () => {
    const emails = () => t.app.ctx.db.select().from(platformEmails);
    const known = (await emails()).length;
    smtp.failNext(451);
    let before = smtp.messages.length;
    expect((await ask(ADMIN)).status).toBe(200);
    await nextMail(before);
    await waitForRows(async () => (await emails()).filter((m) => m.status === 'sent' && m.attempts === 2).length === 1);

    smtp.failNext(550, 3);
    before = smtp.messages.length;
    expect((await ask(ADMIN)).status).toBe(200);
    await waitForRows(async () => (await emails()).some((m) => m.status === 'failed'));
    const failed = (await emails()).find((m) => m.status === 'failed')!;
    expect(failed.attempts).toBe(1);
    expect(failed.last_error).toMatch(/550/);
    expect(smtp.messages.length).toBe(before);
    expect((await emails()).length).toBe(known + 2);
  });

  it('limits links per e-mail (known or not) and per IP with a 429', async () => {
    // This file already asked 5 links for the admin (the limit is 6 here): the 6th passes, the 7th is refused.
    expect((await ask(ADMIN)).status).toBe(200);
    const perEmail = await ask(ADMIN);
    expect(perEmail.status).toBe(429);
    expect(perEmail.body.message).toBe('Muitos links pedidos para este e-mail. Tente novamente em uma hora.');
    // Unknown e-mails hit the same per-e-mail limit, so the limit reveals nothing either.
    const stranger = [];
    for (let i = 0; i < 2; i++) stranger.push((await ask('outra@example.com')).status);
    expect(stranger).toEqual([200, 200]);
    // 10 requests from this IP so far (the refused one counts): the next is over the per-IP limit.
    const perIp = await ask('terceira@example.com');
    expect(perIp.status).toBe(429);
    expect(perIp.body.message).toMatch(/Muitas requisições/);
  });
});

describe('without SMTP_URL outside production, the link lands in the development outbox', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('keeps the mail readable at /dev/outbox/emails and the link still signs in', async () => {
    const api = apiClient(t.app);
    expect((await api.call('POST', '/admin/auth/email_token/send', { body: { email: ADMIN } })).status).toBe(200);
    let emails: { to: string; subject: string; text: string }[] = [];
    for (let i = 0; i < 50 && emails.length === 0; i++) {
      emails = (await api.call('GET', `/dev/outbox/emails?to=${encodeURIComponent(ADMIN)}`)).body.emails;
      if (!emails.length) await new Promise((r) => setTimeout(r, 50));
    }
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe('Seu link de acesso ao painel administrativo');
    const token = /email_auth_token=([A-Za-z0-9_-]+)/.exec(emails[0]!.text)![1]!;
    expect((await api.call('POST', '/admin/auth/email_token/verify', { body: { token } })).status).toBe(200);
    expect((await api.call('GET', '/dev/outbox/emails')).status).toBe(422);
  });
});
