import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
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
  if (isReviewPhone(ctx, input.phone))
    return { message: 'Código de teste preenchido automaticamente.', url: null, code: ctx.config.REVIEW_TEST_CODE };
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

type TCodeCheck = { phone: string; action: string | readonly string[]; code: string };

const LOCKED = 'Código bloqueado após muitas tentativas. Solicite um novo código.';

/**
 * Checks a code without using it and returns the code's id for `consumeCode`. Several actions may be
 * given when one code serves either (the client page sends one code and decides sign-in or sign-up
 * after it); the newest pending code of those actions is the one compared.
 */
export async function checkCode(ctx: TAppContext, input: TCodeCheck): Promise<{ id: string | null }> {
  if (isReviewPhone(ctx, input.phone)) {
    if (input.code === ctx.config.REVIEW_TEST_CODE) return { id: null };
    throw new AppError(422, 'Código de confirmação inválido.');
  }
  const actions = typeof input.action === 'string' ? [input.action] : [...input.action];
  const now = ctx.now();
  const [row] = await ctx.db
    .select()
    .from(twoFactorCodes)
    .where(and(eq(twoFactorCodes.phone, input.phone), inArray(twoFactorCodes.action, actions), isNull(twoFactorCodes.consumed_at)))
    .orderBy(desc(twoFactorCodes.created_at))
    .limit(1);
  if (!row) throw new AppError(422, 'Nenhum código ativo para este telefone. Solicite um novo código.');
  if (row.expires_at.getTime() <= now.getTime()) throw new AppError(422, 'Código expirado. Solicite um novo código.');
  await assertPhoneCheckBudget(ctx, input.phone, actions, now);

  // Takes one of the 5 tries in the same statement that refuses past 5, before comparing: however many
  // checks race, at most 5 ever reach the comparison.
  const [claimed] = await ctx.db
    .update(twoFactorCodes)
    .set({ attempts: sql`${twoFactorCodes.attempts} + 1` })
    .where(and(eq(twoFactorCodes.id, row.id), isNull(twoFactorCodes.consumed_at), lt(twoFactorCodes.attempts, MAX_WRONG_ATTEMPTS)))
    .returning({ attempts: twoFactorCodes.attempts });
  if (!claimed) {
    const [current] = await ctx.db
      .select({ consumed_at: twoFactorCodes.consumed_at })
      .from(twoFactorCodes)
      .where(eq(twoFactorCodes.id, row.id));
    if (current?.consumed_at) throw new AppError(422, 'Este código já foi usado. Solicite um novo código.');
    throw new AppError(422, LOCKED);
  }

  if (!sameHash(row.code_hash, hashCode(ctx.config.JWT_SECRET, input.phone, row.action, input.code))) {
    const left = MAX_WRONG_ATTEMPTS - claimed.attempts;
    if (left <= 0) throw new AppError(422, LOCKED);
    throw new AppError(422, `Código de confirmação inválido. Você tem mais ${left} ${left === 1 ? 'tentativa' : 'tentativas'}.`);
  }
  // A right code gives its try back: only wrong guesses count towards the lock.
  await ctx.db
    .update(twoFactorCodes)
    .set({ attempts: sql`greatest(${twoFactorCodes.attempts} - 1, 0)` })
    .where(eq(twoFactorCodes.id, row.id));
  return { id: row.id };
}

/** Wrong guesses per phone and action in the last hour, over every code sent: a fresh code is no fresh budget. */
async function assertPhoneCheckBudget(ctx: TAppContext, phone: string, actions: string[], now: Date): Promise<void> {
  const [spent] = await ctx.db
    .select({ wrong: sql<number>`coalesce(sum(${twoFactorCodes.attempts}), 0)::int` })
    .from(twoFactorCodes)
    .where(
      and(
        eq(twoFactorCodes.phone, phone),
        inArray(twoFactorCodes.action, actions),
        gt(twoFactorCodes.created_at, new Date(now.getTime() - HOUR_MS)),
      ),
    );
  if ((spent?.wrong ?? 0) >= ctx.config.TWO_FACTOR_MAX_WRONG_CHECKS_PER_PHONE_PER_HOUR) {
    throw tooMany('Muitas tentativas de confirmação para este telefone. Tente novamente em uma hora.');
  }
}

/** Uses a checked code; the conditional update makes it single-use even when two requests race with it. */
export async function consumeCode(ctx: TAppContext, checked: { id: string | null }): Promise<void> {
  if (!checked.id) return;
  const consumed = await ctx.db
    .update(twoFactorCodes)
    .set({ consumed_at: ctx.now() })
    .where(and(eq(twoFactorCodes.id, checked.id), isNull(twoFactorCodes.consumed_at)))
    .returning({ id: twoFactorCodes.id });
  if (consumed.length === 0) throw new AppError(422, 'Este código já foi usado. Solicite um novo código.');
}

/**
 * Checks a code. `consume` marks it used (sign-in, sign-up, company creation); the check call of the
 * two-factor modal validates without consuming, so the follow-up call can still use the code.
 */
export async function verifyCode(ctx: TAppContext, input: TCodeCheck & { consume: boolean }): Promise<void> {
  const checked = await checkCode(ctx, input);
  if (input.consume) await consumeCode(ctx, checked);
}
