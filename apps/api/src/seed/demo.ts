import { eq } from 'drizzle-orm';
import type { TWorkdayRow } from '../db/schema/companies.js';
import { calendars, companies, companyUsers, coupons, serviceCalendars, services, users } from '../db/schema/index.js';
import type { TAppContext } from '../lib/context.js';
import { hashPassword } from '../lib/passwords.js';
import { startTrial } from '../modules/subscriptions/service.js';

export const DEMO = {
  companySlug: 'barbearia-demo',
  companyName: 'Barbearia Demo',
  ownerName: 'Rafael Souza',
  ownerEmail: 'demo@agendainteligente.com.br',
  ownerPhone: '+5511999990000',
  ownerPassword: 'demo12345',
} as const;

/** Tuesday to Saturday, 09:00–19:00 (the demo's hours); Sunday and Monday closed. */
function demoWorkdays(): TWorkdayRow[] {
  return [0, 1, 2, 3, 4, 5, 6].map((dow) => ({
    dow,
    is_available: dow >= 2 && dow <= 6,
    work_hours: dow >= 2 && dow <= 6 ? [{ start: '09:00', end: '19:00' }] : [],
  }));
}

/** Seeds the demo company the first time only: a second start finds it and changes nothing. */
export async function seedDemo(ctx: TAppContext): Promise<boolean> {
  const [existing] = await ctx.db.select({ id: companies.id }).from(companies).where(eq(companies.slug, DEMO.companySlug)).limit(1);
  if (existing) return false;
  const password_hash = await hashPassword(DEMO.ownerPassword);
  await ctx.db.transaction(async (tx) => {
    const [owner] = await tx
      .insert(users)
      .values({
        name: DEMO.ownerName,
        email: DEMO.ownerEmail,
        phone: DEMO.ownerPhone,
        password_hash,
        sharing_code: 'DEMO2026',
        whatsapp_remote_jid: '5511999990000',
      })
      .onConflictDoNothing()
      .returning();
    const ownerId = owner?.id ?? (await tx.select({ id: users.id }).from(users).where(eq(users.phone, DEMO.ownerPhone)))[0]!.id;
    const [company] = await tx
      .insert(companies)
      .values({
        owner_id: ownerId,
        slug: DEMO.companySlug,
        name: DEMO.companyName,
        field: 'barbearia',
        description: 'Cortes clássicos e modernos, barba na navalha e um cafezinho enquanto você espera.',
        phone: '+551133334444',
        workdays: demoWorkdays(),
        onboarding: { set_workdays: true, add_services: true },
        cancelation_observations: 'Cancelamentos com menos de 2 horas de antecedência podem ser cobrados.',
      })
      .returning();
    const companyId = company!.id;
    const cals = await tx
      .insert(calendars)
      .values([
        { company_id: companyId, title: 'Carlos', description: 'Barbeiro', color: '#2563eb', workdays: demoWorkdays() },
        { company_id: companyId, title: 'Marina', description: 'Barbeira', color: '#db2777', workdays: demoWorkdays() },
      ])
      .returning({ id: calendars.id });
    const calendarIds = cals.map((c) => c.id);
    await tx.insert(companyUsers).values({ company_id: companyId, user_id: ownerId, role: 'owner', calendar_ids: calendarIds });
    const svc = await tx
      .insert(services)
      .values([
        {
          company_id: companyId,
          title: 'Corte masculino',
          slug: 'corte-masculino',
          duration_in_minutes: 30,
          price_type: 'fixed',
          price: 4_500,
          expected_recurrence_in_days: 30,
        },
        {
          company_id: companyId,
          title: 'Barba',
          slug: 'barba',
          duration_in_minutes: 30,
          price_type: 'fixed',
          price: 3_500,
          expected_recurrence_in_days: 15,
        },
        {
          company_id: companyId,
          title: 'Corte e barba',
          slug: 'corte-e-barba',
          duration_in_minutes: 60,
          price_type: 'range',
          price: 7_000,
          price_max: 9_000,
          expected_recurrence_in_days: 30,
        },
      ])
      .returning({ id: services.id });
    await tx.insert(serviceCalendars).values(svc.flatMap((s) => calendarIds.map((calendar_id) => ({ service_id: s.id, calendar_id }))));
    await tx.update(users).set({ last_company_selected_id: companyId }).where(eq(users.id, ownerId));
    await startTrial(tx, ctx.now(), companyId);
    // A coupon of the demo owner (an affiliate too): 10% off the first bill, to try the sign-up cupom on a fresh clone.
    await tx
      .insert(coupons)
      .values({ code: 'DEMO10', description: '10% de desconto na primeira fatura', discount_percent: 10, affiliate_user_id: ownerId })
      .onConflictDoNothing();
  });
  return true;
}
