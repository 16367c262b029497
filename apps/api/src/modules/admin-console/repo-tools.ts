// /admin/tools: the operators' lookup. One text is read as an e-mail (has '@'), a phone (8+ digits, in any
// format: the match is on the digits, so a number without the country code still finds it) or a company
// link / sharing code / name; at most 20 of each kind, so a lookup stays cheap.
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { normalizePhone } from '@agenda/shared/phone';
import { companies, users } from '../../db/schema/index.js';
import type { TAppContext } from '../../lib/context.js';

const LIMIT = 20;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function lookup(ctx: TAppContext, q: string) {
  const digits = normalizePhone(q).replace(/\D/g, '');
  const kind = q.includes('@') ? 'email' : digits.length >= 8 && /^[\d\s()+.-]+$/.test(q) ? 'phone' : 'text';
  const phoneOf = (col: SQL | typeof users.phone) => sql`regexp_replace(coalesce(${col}, ''), '\\D', '', 'g') like ${`%${digits}`}`;
  let companyWhere: SQL | undefined;
  let userWhere: SQL | undefined;
  if (kind === 'email') {
    userWhere = sql`lower(${users.email}) = ${q.toLowerCase()}`;
    companyWhere = sql`${companies.owner_id} in (select u.id from users u where lower(u.email) = ${q.toLowerCase()})`;
  } else if (kind === 'phone') {
    userWhere = phoneOf(users.phone);
    companyWhere = phoneOf(sql`${companies.phone}`);
  } else {
    const text = q.toLowerCase();
    userWhere = or(sql`lower(${users.sharing_code}) = ${text}`, ilike(users.name, `%${escapeLike(q)}%`));
    companyWhere = or(eq(companies.slug, text), ilike(companies.name, `%${escapeLike(q)}%`));
  }
  const foundCompanies = await ctx.db
    .select({ id: companies.id, name: companies.name, slug: companies.slug, phone: companies.phone, is_blocked: companies.is_blocked })
    .from(companies)
    .where(and(companyWhere))
    .orderBy(companies.name)
    .limit(LIMIT);
  const foundUsers = await ctx.db
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phone, sharing_code: users.sharing_code })
    .from(users)
    .where(and(userWhere))
    .orderBy(users.name)
    .limit(LIMIT);
  return {
    kind,
    normalized_phone: kind === 'phone' ? `+${digits.length <= 11 ? `55${digits}` : digits}` : null,
    companies: foundCompanies,
    users: foundUsers,
  };
}
