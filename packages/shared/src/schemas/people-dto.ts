// Clients and company members as the API returns them. Checked against the GraphQL types by
// apps/api/src/graphql/dto-contract.test.ts.
import { z } from 'zod';
import { COMPANY_USER_ROLES } from '../company';

/** A client as signed in on the company page (client endpoint `loggedClient`, `/client/{company}/auth/*`). */
export const ZClientDto = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  company_id: z.string(),
});
export type TClientDto = z.infer<typeof ZClientDto>;

/** A client as the scheduling forms pick one (`user_get_clients`). */
export const ZClientPickDto = ZClientDto.omit({ company_id: true });
export type TClientPickDto = z.infer<typeof ZClientPickDto>;

/** A member of the company with the calendars they work on (`user_get_company_users`). */
export const ZCompanyMemberDto = z.object({
  id: z.string(),
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(COMPANY_USER_ROLES),
  calendar_ids: z.array(z.string()),
});
export type TCompanyMemberDto = z.infer<typeof ZCompanyMemberDto>;
