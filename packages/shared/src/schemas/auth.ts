import { z } from 'zod';
import { TWO_FACTOR_ACTIONS } from '../two-factor';
import { ZEmail, ZPassword, ZPersonName, ZPhone, ZTwoFactorCode } from './fields';

const ZTwoFactorAction = z.enum(TWO_FACTOR_ACTIONS, { error: 'Ação de confirmação inválida.' });

export const ZTwoFactorSendBody = z.object({
  phone: ZPhone,
  name: z.string().trim().max(120).optional().nullable(),
  action: ZTwoFactorAction,
});

export const ZTwoFactorCheckBody = z.object({ phone: ZPhone, code: ZTwoFactorCode, action: ZTwoFactorAction });

export const ZCheckPhoneBody = z.object({ phone: ZPhone });

/** Referral/coupon codes are compared uppercased (docs/spec.md §5 "Inputs"). */
export const ZCupom = z
  .string()
  .trim()
  .max(40, 'Cupom longo demais.')
  .regex(/^[A-Za-z0-9_-]*$/, 'Cupom inválido.')
  .transform((c) => c.toUpperCase());

export const ZSignUpBody = z.object({
  name: ZPersonName,
  email: ZEmail,
  phone: ZPhone,
  password: ZPassword.optional().nullable(),
  cupom: ZCupom.optional().nullable(),
});
export type TSignUpBody = z.infer<typeof ZSignUpBody>;

export const ZSignInWithPasswordBody = z.object({
  email: ZEmail,
  password: z.string({ error: 'Informe a senha.' }).min(1, 'Informe a senha.').max(128, 'Senha longa demais.'),
});

/** POST /admin/auth/email_token/send: the admin's e-mail, to receive a sign-in link (email_auth_token). */
export const ZAdminEmailLinkBody = z.object({ email: ZEmail });

/** POST /admin/auth/email_token/verify: the email_auth_token of the link. */
export const ZAdminEmailTokenBody = z.object({
  token: z
    .string({ error: 'Link de acesso inválido. Peça um novo link.' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,200}$/, 'Link de acesso inválido. Peça um novo link.'),
});

export const ZClientSignInBody = z.object({ phone: ZPhone });

export const ZClientSignUpBody = z.object({
  name: ZPersonName,
  phone: ZPhone,
  email: ZEmail.optional().nullable(),
});
export type TClientSignUpBody = z.infer<typeof ZClientSignUpBody>;

/** Headers of the code sign-in: the phone travels in a header (docs/spec.md §7). */
export const ZSignInHeaders = z.object({ phone: ZPhone, 'two-factor-code': ZTwoFactorCode });
export const ZTwoFactorHeader = z.object({ 'two-factor-code': ZTwoFactorCode });
