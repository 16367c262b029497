import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { twoFactorCodes } from '../../db/schema/index.js';
import type { TAppContext } from '../../lib/context.js';
import { AppError, tooMany } from '../../lib/app-error.js';
import { sendPlatformWhatsapp } from '../platform-messages/service.js';
import { generateCode, hashCode, sameHash } from './code.js';

const CODE_TTL_MS = 10 * 60_000;
const RESEND_INTERVAL_MS = 45_000;
const MAX_WRONG_ATTEMPTS = 5;
const HOUR_MS = 3_600_000;

function isReviewPhone(ctx: TAppContext, phone: string): boolean {
  return Boolean(ctx.config.REVIEW_TEST_PHONE && ctx.config.REVIEW_TEST_CODE && phone === ctx.config.REVIEW_TEST_PHONE);
}

export async function sendCode(ctx: TAppContext, input: { phone: string; action: string; name?: string | null; ip: string | null }) {
  // The store reviewers' phone never receives a message: its fixed code comes back for the SPA to fill in.
  if (isReviewPhone(ctx, input.phone)) return { message: 'Código de teste preenchido automaticamente.', url: null, code: ctx.config.REVIEW_TEST_CODE };
  const now = ctx.now();
  const [last] = await ctx.db
    .select({ created_at: twoFactorCodes.created_at })
    .from(twoFactorCodes)
    .where(and(eq(twoFactorCodes.phone, input.phone), eq(twoFactorCodes.action, input.action)))
    .orderBy(desc(twoFactorCodes.created_at))
    .limit(1);
  if (last) {
    const waitMs = last.created_at.getTime() + RESEND_INTERVAL_MS - now.getTime();
    if (waitMs > 0) throw tooMany(`Aguarde ${Math.ceil(waitMs / 1000)} segundos para solicitar um novo código.`);
  }
  const [recent] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(twoFactorCodes)
    .where(and(eq(twoFactorCodes.phone, input.phone), gt(twoFactorCodes.created_at, new Date(now.getTime() - HOUR_MS))));
  if ((recent?.count ?? 0) >= ctx.config.TWO_FACTOR_MAX_SENDS_PER_PHONE_PER_HOUR) {
    throw tooMany('Muitos códigos solicitados para este telefone. Tente novamente em uma hora.');
  }

  const code = generateCode();
  await ctx.db.transaction(async (tx) => {
    // Only the newest code of a phone and action is valid.
    await tx
      .update(twoFactorCodes)
      .set({ consumed_at: now })
      .where(and(eq(twoFactorCodes.phone, input.phone), eq(twoFactorCodes.action, input.action), isNull(twoFactorCodes.consumed_at)));
    await tx.insert(twoFactorCodes).values({
      phone: input.phone,
      action: input.action,
      code_hash: hashCode(ctx.config.JWT_SECRET, input.phone, input.action, code),
      ip: input.ip,
      expires_at: new Date(now.getTime() + CODE_TTL_MS),
      created_at: now,
    });
  });

  const greeting = input.name ? `Olá, ${input.name.split(' ')[0]}! ` : '';
  const body = `${greeting}Seu código de confirmação da Agenda Inteligente é ${code}. Ele vale por 10 minutos. Não compartilhe este código com ninguém.`;
  const sent = await sendPlatformWhatsapp(ctx, input.phone, body);
  if (!sent.ok) throw new AppError(502, `Não foi possível enviar o código pelo WhatsApp: ${sent.reason}`);
  return { message: 'Código enviado para o seu WhatsApp.', url: null };
}

/**
 * Checks a code. `consume` marks it used (sign-in, sign-up, company creation); the check call of the
 * two-factor modal validates without consuming, so the follow-up call can still use the code.
 */
export async function verifyCode(ctx: TAppContext, input: { phone: string; action: string; code: string; consume: boolean }): Promise<void> {
  if (isReviewPhone(ctx, input.phone)) {
    if (input.code === ctx.config.REVIEW_TEST_CODE) return;
    throw new AppError(422, 'Código de confirmação inválido.');
  }
  const now = ctx.now();
  const [row] = await ctx.db
    .select()
    .from(twoFactorCodes)
    .where(and(eq(twoFactorCodes.phone, input.phone), eq(twoFactorCodes.action, input.action), isNull(twoFactorCodes.consumed_at)))
    .orderBy(desc(twoFactorCodes.created_at))
    .limit(1);
  if (!row) throw new AppError(422, 'Nenhum código ativo para este telefone. Solicite um novo código.');
  if (row.expires_at.getTime() <= now.getTime()) throw new AppError(422, 'Código expirado. Solicite um novo código.');
  if (row.attempts >= MAX_WRONG_ATTEMPTS) throw new AppError(422, 'Código bloqueado após muitas tentativas. Solicite um novo código.');

  if (!sameHash(row.code_hash, hashCode(ctx.config.JWT_SECRET, input.phone, input.action, input.code))) {
    const [updated] = await ctx.db
      .update(twoFactorCodes)
      .set({ attempts: sql`${twoFactorCodes.attempts} + 1` })
      .where(eq(twoFactorCodes.id, row.id))
      .returning({ attempts: twoFactorCodes.attempts });
    const left = MAX_WRONG_ATTEMPTS - (updated?.attempts ?? MAX_WRONG_ATTEMPTS);
    if (left <= 0) throw new AppError(422, 'Código bloqueado após muitas tentativas. Solicite um novo código.');
    throw new AppError(422, `Código de confirmação inválido. Você tem mais ${left} ${left === 1 ? 'tentativa' : 'tentativas'}.`);
  }
  if (!input.consume) return;
  // The conditional update makes a code single-use even when two requests race with it.
  const consumed = await ctx.db
    .update(twoFactorCodes)
    .set({ consumed_at: now })
    .where(and(eq(twoFactorCodes.id, row.id), isNull(twoFactorCodes.consumed_at)))
    .returning({ id: twoFactorCodes.id });
  if (consumed.length === 0) throw new AppError(422, 'Este código já foi usado. Solicite um novo código.');
}
