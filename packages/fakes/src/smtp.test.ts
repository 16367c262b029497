import { connect, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeSmtp, type FakeSmtp } from './smtp.js';

let smtp: FakeSmtp;
beforeEach(async () => {
  smtp = await startFakeSmtp();
});
afterEach(async () => {
  await smtp.close();
});

/** A bare SMTP client: sends one line at a time and reads the server's (possibly multi-line) reply. */
async function session() {
  const url = new URL(smtp.url);
  const socket: Socket = connect(Number(url.port), url.hostname);
  let buffer = '';
  const waiting: ((reply: string) => void)[] = [];
  socket.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    // A reply ends with a line "NNN text" (no dash after the code).
    const end = /(^|\r\n)\d{3} [^\r\n]*\r\n$/.exec(buffer);
    if (end && waiting.length) {
      const reply = buffer;
      buffer = '';
      waiting.shift()!(reply);
    }
  });
  const next = () => new Promise<string>((resolve) => waiting.push(resolve));
  const greeting = await next();
  const say = async (line: string) => {
    const reply = next();
    socket.write(`${line}\r\n`);
    return reply;
  };
  return { greeting, say, end: () => socket.end() };
}

const plain = (user: string, pass: string) => Buffer.from(`\0${user}\0${pass}`).toString('base64');
const MESSAGE = [
  'From: Agenda <nao-responda@agendainteligente.com.br>',
  'To: admin@example.com',
  'Subject: =?UTF-8?Q?Seu_link_de_acesso?=',
  'Message-ID: <abc@agenda>',
  'Content-Type: text/plain; charset=utf-8',
  '',
  'Olá! Abra o link.',
  '.',
].join('\r\n');

describe('fake SMTP server', () => {
  it('speaks SMTP with AUTH, refuses wrong credentials and records parsed messages', async () => {
    const { greeting, say, end } = await session();
    expect(greeting).toMatch(/^220 /);
    const ehlo = await say('EHLO test.local');
    expect(ehlo).toMatch(/AUTH PLAIN LOGIN/);
    expect(ehlo).not.toMatch(/STARTTLS/);
    expect(await say('MAIL FROM:<a@b.com>')).toMatch(/^530 /);
    expect(await say(`AUTH PLAIN ${plain('agenda', 'errada')}`)).toMatch(/^535 /);
    const url = new URL(smtp.url);
    expect(await say(`AUTH PLAIN ${plain(url.username, url.password)}`)).toMatch(/^235 /);
    expect(await say('MAIL FROM:<nao-responda@agendainteligente.com.br>')).toMatch(/^250 /);
    expect(await say('RCPT TO:<admin@example.com>')).toMatch(/^250 /);
    expect(await say('DATA')).toMatch(/^354 /);
    expect(await say(MESSAGE)).toMatch(/^250 /);
    const mail = await smtp.waitFor((m) => m.to.includes('admin@example.com'));
    expect(mail).toMatchObject({
      from: 'nao-responda@agendainteligente.com.br',
      subject: 'Seu link de acesso',
      messageId: '<abc@agenda>',
    });
    expect(mail.text.trim()).toBe('Olá! Abra o link.');

    smtp.failNext(550);
    await say('MAIL FROM:<nao-responda@agendainteligente.com.br>');
    await say('RCPT TO:<outra@example.com>');
    await say('DATA');
    expect(await say(MESSAGE)).toMatch(/^550 /);
    expect(smtp.messages).toHaveLength(1);
    end();
  });

  it('waitFor gives up after its timeout', async () => {
    await expect(smtp.waitFor(() => true, 50)).rejects.toThrow(/no matching message/);
  });
});
