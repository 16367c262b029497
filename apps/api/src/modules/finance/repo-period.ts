// A period of local dates in the company's timezone as UTC instants, and the previous period to compare it with.
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

/**
 * The period to compare with: whole calendar months (from the 1st to a month's last day) against as many whole
 * months right before (November against October, not 02/10–31/10); any other range against the same number of
 * days right before it.
 */
export function previousPeriod(p: TPeriod): TPeriod {
  const a = parseDateKey(p.from);
  const after = addDays(parseDateKey(p.to), 1);
  const to = addDays(a, -1);
  if (a.d === 1 && after.d === 1) {
    const months = (after.y - a.y) * 12 + (after.m - a.m);
    const first = new Date(Date.UTC(a.y, a.m - 1 - months, 1));
    return periodOf(p.tz, dateKey({ y: first.getUTCFullYear(), m: first.getUTCMonth() + 1, d: 1 }), dateKey(to));
  }
  return periodOf(p.tz, dateKey(addDays(a, -p.days)), dateKey(to));
}
