// The SMTP client (nodemailer) behind every e-mail the platform sends. SMTP_URL names the server and its
// credentials (smtp:// upgrades with STARTTLS when offered, smtps:// is TLS from the start).
import nodemailer from 'nodemailer';

export interface TOutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

export interface TSmtpClient {
  /** Sends one message; resolves with the server's Message-ID, throws SmtpError when refused. */
  send(mail: TOutgoingMail): Promise<{ messageId: string }>;
  close(): void;
}

export class SmtpError extends Error {
  constructor(
    message: string,
    /** 4xx answers and dropped connections may work on a retry; 5xx refusals will not. */
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

const PERMANENT = /^5\d\d$/;

export function createSmtpClient(opts: { url: string; from: string; timeoutMs: number }): TSmtpClient {
  const transport = nodemailer.createTransport(
    { url: opts.url, connectionTimeout: opts.timeoutMs, greetingTimeout: opts.timeoutMs, socketTimeout: opts.timeoutMs },
    { from: opts.from },
  );
  return {
    async send(mail) {
      try {
        const info = await transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? undefined });
        return { messageId: info.messageId };
      } catch (error) {
        const e = error as { message?: string; responseCode?: number };
        const code = e.responseCode ? String(e.responseCode) : '';
        throw new SmtpError(e.message ?? 'falha no envio', !PERMANENT.test(code));
      }
    },
    close: () => transport.close(),
  };
}
