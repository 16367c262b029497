import { z } from 'zod';
import { normalizePhone, validatePhone } from '../phone';

/** A phone as typed by a person; stored normalised as '+<digits>' after the §5 rules. */
export const ZPhone = z
  .string({ error: 'Informe o telefone.' })
  .trim()
  .min(1, 'Informe o telefone.')
  .max(32, 'Telefone longo demais.')
  .transform((raw) => normalizePhone(raw))
  .refine((phone) => validatePhone(phone).valid, { message: 'Número de telefone inválido.' })
  .transform((phone) => validatePhone(phone).e164 ?? phone);

export const ZEmail = z
  .string({ error: 'Informe o e-mail.' })
  .trim()
  .max(254, 'E-mail longo demais.')
  .pipe(z.email({ error: 'E-mail inválido.' }))
  .transform((email) => email.toLowerCase());

export const ZPassword = z
  .string({ error: 'Informe a senha.' })
  .min(8, 'A senha precisa de pelo menos 8 caracteres.')
  .max(128, 'Senha longa demais.');

export const ZPersonName = z.string({ error: 'Informe o nome.' }).trim().min(2, 'Informe o nome.').max(120, 'Nome longo demais.');

export const ZTwoFactorCode = z
  .string({ error: 'Informe o código de confirmação.' })
  .trim()
  .regex(/^\d{6}$/, 'O código de confirmação tem 6 dígitos.');
