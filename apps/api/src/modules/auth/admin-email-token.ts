// Admin sign-in by e-mail link (docs/spec.md §2 email_auth_token): the admin asks for a link, the e-mail
// carries /admin/login?email_auth_token=…, and the SPA trades the token for an admin session. The token is
// 32 random bytes; only its SHA-256 is stored; it works once and for ADMIN_EMAIL_LINK_TTL_MINUTES.
import { createHash, randomBytes } from 'node:crypto';
import type { TAppContext } from '../../lib/context.js';
import { AppError } from '../../lib/app-error.js';
import { findAdminByEmail, findConfiguredAdminByEmail, type TAdminRow } from '../admins/service.js';
import { sendPlatformEmail } from '../platform-messages/email.js';
import { consumeAdminEmailToken, insertAdminEmailToken } from './repo-admin-email-tokens.js';

const hashEmailToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Where the link points: PUBLIC_URL (never a request header, which a caller could set to their own site). */
function loginLink(ctx: TAppContext, token: string): string {
  const base = (ctx.config.PUBLIC_URL ?? `http://localhost:${ctx.config.PORT}`).replace(/\/+$/, '');
  return `${base}/admin/login?email_auth_token=${encodeURIComponent(token)}`;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function adminLinkMail(name: string, link: string, minutes: number) {
  const subject = 'Seu link de acesso ao painel administrativo';
  const text = [
    `Olá, ${name}!`,
    '',
    'Recebemos um pedido para entrar no painel administrativo da Agenda Inteligente com este e-mail.',
    `Para entrar, abra o link abaixo. Ele vale por ${minutes} minutos e só pode ser usado uma vez:`,
    '',
    link,
    '',
    'Se não foi você, ignore esta mensagem: ninguém entra sem abrir o link.',
  ].join('\n');
  const html = `<p>Olá, ${escapeHtml(name)}!</p>
<p>Recebemos um pedido para entrar no painel administrativo da Agenda Inteligente com este e-mail.</p>
<p><a href="${escapeHtml(link)}">Entrar no painel administrativo</a></p>
<p>O link vale por ${minutes} minutos e só pode ser usado uma vez.</p>
<p>Se não foi você, ignore esta mensagem: ninguém entra sem abrir o link.</p>`;
  return { subject, text, html };
}

async function adminForEmail(ctx: TAppContext, email: string): Promise<TAdminRow | null> {
  return (await findAdminByEmail(ctx, email)) ?? (await findConfiguredAdminByEmail(ctx, email));
}

/**
 * Sends a link when the e-mail belongs to an admin and does nothing otherwise. The caller answers the same
 * either way, before this finishes, so neither the answer nor its timing tells which e-mails are admins.
 */
export async function sendAdminEmailLink(ctx: TAppContext, email: string, ip: string | null): Promise<void> {
  const admin = await adminForEmail(ctx, email);
  if (!admin) return;
  const token = randomBytes(32).toString('base64url');
  const minutes = ctx.config.ADMIN_EMAIL_LINK_TTL_MINUTES;
  await insertAdminEmailToken(ctx, {
    admin_id: admin.id,
    token_hash: hashEmailToken(token),
    ip,
    expires_at: new Date(ctx.now().getTime() + minutes * 60_000),
  });
  const sent = await sendPlatformEmail(ctx, {
    to: admin.email.toLowerCase(),
    ...adminLinkMail(admin.name, loginLink(ctx, token), minutes),
  });
  if (!sent.ok) throw new Error(`admin sign-in link not sent: ${sent.reason}`);
}

const REFUSED = {
  unknown: 'Link de acesso inválido. Peça um novo link.',
  used: 'Este link de acesso já foi usado. Peça um novo link.',
  expired: 'Este link de acesso expirou. Peça um novo link.',
} as const;

/** The admin a link belongs to, using the link up; a used, expired or unknown link is a Portuguese 422. */
export async function redeemAdminEmailToken(ctx: TAppContext, token: string): Promise<string> {
  const result = await consumeAdminEmailToken(ctx, hashEmailToken(token));
  if ('refused' in result) throw new AppError(422, REFUSED[result.refused]);
  return result.adminId;
}
