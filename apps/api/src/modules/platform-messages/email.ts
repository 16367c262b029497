// E-mails the platform sends in its own name (admin sign-in links). The row is written first, then the SMTP
// send with a few retries; without SMTP_URL the mail stays in the development outbox (outside production),
// the same way WhatsApp codes do without a provider (service.ts).
import type { TAppContext } from '../../lib/context.js';
import { createSmtpClient, SmtpError, type TOutgoingMail } from '../../integrations/mail/smtp.js';
import { insertEmail, updateEmail } from './repo-emails.js';
import type { TSendResult } from './service.js';

const BACKOFF_MS = [0, 500, 2_000];

export async function sendPlatformEmail(ctx: TAppContext, mail: TOutgoingMail): Promise<TSendResult> {
  const id = await insertEmail(ctx, { to_email: mail.to, subject: mail.subject, text_body: mail.text, html_body: mail.html ?? null });
  const url = ctx.config.SMTP_URL;
  if (!url) {
    if (ctx.config.NODE_ENV === 'production') {
      await updateEmail(ctx, id, { status: 'failed', last_error: 'no SMTP server configured' });
      return { ok: false, reason: 'nenhum servidor de e-mail configurado' };
    }
    await updateEmail(ctx, id, { status: 'dev_outbox' });
    return { ok: true, status: 'dev_outbox' };
  }
  const client = createSmtpClient({ url, from: ctx.config.MAIL_FROM, timeoutMs: ctx.config.SMTP_TIMEOUT_MS });
  let lastError = 'erro desconhecido';
  try {
    for (let attempt = 1; attempt <= BACKOFF_MS.length; attempt++) {
      const wait = BACKOFF_MS[attempt - 1] ?? 0;
      if (wait) await new Promise((r) => setTimeout(r, wait));
      try {
        const sent = await client.send(mail);
        await updateEmail(ctx, id, { status: 'sent', provider_message_id: sent.messageId, attempts: attempt, sent_at: ctx.now() });
        return { ok: true, status: 'sent' };
      } catch (error) {
        lastError = error instanceof Error ? error.message : String(error);
        await updateEmail(ctx, id, { attempts: attempt, last_error: lastError.slice(0, 500) });
        if (error instanceof SmtpError && !error.retryable) break;
      }
    }
  } finally {
    client.close();
  }
  await updateEmail(ctx, id, { status: 'failed' });
  return { ok: false, reason: lastError };
}
