// The signed-in user's own account (issue 16): name and e-mail, phone (proved with a code sent to the
// new number), password, and deleting the account (proved with a code to the current number).
import { z } from 'zod';
import { ZEmail, ZPassword, ZPersonName, ZPhone } from './fields';

export const ZUserProfileBody = z.object({ name: ZPersonName, email: ZEmail });
export type TUserProfileBody = z.infer<typeof ZUserProfileBody>;

/** POST /user/profile/phone, with the code sent to the new phone (action change_phone) in the two-factor-code header. */
export const ZUserPhoneBody = z.object({ phone: ZPhone });

/** The current password is asked only when the account has one (an account made with a code or Google has none). */
export const ZUserPasswordBody = z.object({
  current_password: z.string().max(128, 'Senha longa demais.').optional().nullable(),
  new_password: ZPassword,
});
export type TUserPasswordBody = z.infer<typeof ZUserPasswordBody>;

export const ZUserProfileDto = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  has_password: z.boolean(),
});
export type TUserProfileDto = z.infer<typeof ZUserProfileDto>;
