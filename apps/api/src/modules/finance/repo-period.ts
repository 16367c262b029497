// A period of local dates in the company's timezone as UTC instants, and the previous period of the same length.
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/index.js';
import type { TAppContext } from '../../lib/context.js';
import { notFound } from '../../lib/app-error.js';
import { addDays, dateKey, daysBetween, fromLocal, parseDateKey } from '../scheduling/tz.js';

export interface TPeriod {
  tz: string;
  from: string;
  to: string;
  /** First instant of `from` and first instant after `to`, in UTC ISO. */
  start: string;
  end: string;
  days: number;
}

export async function companyTimezone(ctx: TAppContext, companyId: string): Promise<string> {
  const [row] = await ctx.db.select({ tz: companies.timezone }).from(companies).where(eq(companies.id, companyId));
  if (!row) throw notFound('Empresa não encontrada.');
  return row.tz;
}

export function periodOf(tz: string, from: string, to: string): TPeriod {
  const a = parseDateKey(from);
  const b = parseDateKey(to);
  return {
    tz,
    from,
    to,
    start: new Date(fromLocal(tz, a, 0)).toISOString(),
    end: new Date(fromLocal(tz, addDays(b, 1), 0)).toISOString(),
    days: daysBetween(a, b) + 1,
  };
}

/** The same number of days right before the period. */
export function previousPeriod(p: TPeriod): TPeriod {
  const from = addDays(parseDateKey(p.from), -p.days);
  const to = addDays(parseDateKey(p.from), -1);
  return periodOf(p.tz, dateKey(from), dateKey(to));
}
