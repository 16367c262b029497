// Fake SMTP server (RFC 5321, with AUTH PLAIN/LOGIN of RFC 4954) on 127.0.0.1, built on smtp-server: it speaks the
// real protocol over TCP, so the API's nodemailer client is tested as it talks to a real provider. Each accepted
// message is parsed (mailparser) and recorded. STARTTLS is not offered (a local test has no certificate to trust),
// which is also how nodemailer behaves against a plain smtp:// server that does not advertise it.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface FakeMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  messageId: string | null;
  /** The raw message as received after DATA. */
  raw: string;
}

export interface FakeSmtp {
  /** What SMTP_URL holds: smtp://user:pass@127.0.0.1:port. */
  url: string;
  messages: FakeMail[];
  /** The next `count` messages are refused after DATA with this reply (e.g. 451 try later, 550 rejected). */
  failNext(code: 451 | 550 | 554, count?: number): void;
  /** Resolves with the first recorded message that matches, waiting up to `timeoutMs`. */
  waitFor(match: (m: FakeMail) => boolean, timeoutMs?: number): Promise<FakeMail>;
  close(): Promise<void>;
}

const USER = 'agenda';
const PASS = 'fake-smtp-password';

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const messages: FakeMail[] = [];
  const waiters = new Set<() => void>();
  let failure: { code: number; count: number } | null = null;

  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    // AUTH over plain TCP is refused by default; this is a loopback test server.
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASS) return callback(null, { user: USER });
      return callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (failure && failure.count > 0) {
          failure.count -= 1;
          return callback(Object.assign(new Error('Refused by the fake'), { responseCode: failure.code }));
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw)
          .then((parsed) => {
            messages.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : null,
              messageId: parsed.messageId ?? null,
              raw,
            });
            for (const wake of waiters) wake();
            callback();
          })
          .catch((err: Error) => callback(err));
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://${USER}:${PASS}@127.0.0.1:${port}`,
    messages,
    failNext(code, count = 1) {
      failure = { code, count };
    },
    waitFor(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`fake SMTP: no matching message within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
