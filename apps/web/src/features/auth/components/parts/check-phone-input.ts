// The sign-in form's check, loaded on its first submit (the zod schemas stay out of /login's first load,
// issue 17): the same schema and first message per field that useZodForm's resolver gives.
import { ZCheckPhoneBody } from '@agenda/shared/schemas/auth';

export function checkPhoneInput(phone: string): { phone: string; error?: undefined } | { error: string } {
  const parsed = ZCheckPhoneBody.safeParse({ phone });
  return parsed.success ? { phone: parsed.data.phone } : { error: parsed.error.issues[0]?.message ?? 'Telefone inválido' };
}
