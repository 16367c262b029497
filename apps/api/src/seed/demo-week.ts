// The demo company's lived-in week (issue 16: "a newcomer sees the product alive"): photos of the
// team and the shop, clients, appointments around today in every status, secretary conversations.
// Runs on every start (SEED_DEMO_WEEK) and adds only what is missing: a second run in the same week
// changes nothing, a run a week later fills the new week.
import { and, asc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import { calendars, chats, clients, companies, companyPhotos, messages, schedules, services } from '../db/schema/index.js';
import type { TAppContext } from '../lib/context.js';
import { storeCompanyFile } from '../modules/uploads/storage.js';
import { DEMO } from './demo.js';
import { portraitPng, shopPhotoPng } from './demo-images.js';
import { DEMO_CHATS, DEMO_CLIENTS, DEMO_PORTRAITS, DEMO_SHOP_PHOTOS } from './demo-week-people.js';
import { planDemoWeek } from './demo-week-plan.js';

const jid = (phone: string) => phone.replace(/\D/g, '');

async function seedPhotos(ctx: TAppContext, companyId: string, cals: { id: string; title: string; photo_url: string | null }[]) {
  for (const cal of cals) {
    const portrait = DEMO_PORTRAITS[cal.title];
    if (cal.photo_url || !portrait) continue;
    const url = await storeCompanyFile(ctx, companyId, 'team', 'png', portraitPng(portrait));
    await ctx.db.update(calendars).set({ photo_url: url }).where(eq(calendars.id, cal.id));
  }
  const [anyPhoto] = await ctx.db
    .select({ id: companyPhotos.id })
    .from(companyPhotos)
    .where(eq(companyPhotos.company_id, companyId))
    .limit(1);
  if (anyPhoto) return;
  for (const [position, p] of DEMO_SHOP_PHOTOS.entries()) {
    const url = await storeCompanyFile(ctx, companyId, 'gallery', 'png', shopPhotoPng(p.wall, p.accent, p.mirrors));
    await ctx.db.insert(companyPhotos).values({ company_id: companyId, url, position });
  }
}

async function seedClients(ctx: TAppContext, companyId: string): Promise<{ id: string; name: string; phone: string | null }[]> {
  await ctx.db
    .insert(clients)
    .values(DEMO_CLIENTS.map((c) => ({ company_id: companyId, name: c.name, phone: c.phone, whatsapp_remote_jid: jid(c.phone) })))
    .onConflictDoNothing();
  const rows = await ctx.db
    .select({ id: clients.id, name: clients.name, phone: clients.phone })
    .from(clients)
    .where(
      and(
        eq(clients.company_id, companyId),
        inArray(
          clients.phone,
          DEMO_CLIENTS.map((c) => c.phone),
        ),
      ),
    );
  return DEMO_CLIENTS.map((c) => rows.find((r) => r.phone === c.phone)!);
}

/** A visit is written only where its professional has nothing (in any status) at that time. */
async function seedSchedules(ctx: TAppContext, companyId: string, tz: string, people: { id: string; name: string }[]): Promise<number> {
  const cals = await ctx.db
    .select({ id: calendars.id, workdays: calendars.workdays })
    .from(calendars)
    .where(and(eq(calendars.company_id, companyId), isNull(calendars.deleted_at), eq(calendars.is_active, true)))
    .orderBy(asc(calendars.created_at), asc(calendars.title));
  const svcs = await ctx.db
    .select({ id: services.id, duration_in_minutes: services.duration_in_minutes, price: services.price })
    .from(services)
    .where(and(eq(services.company_id, companyId), eq(services.is_active, true)))
    .orderBy(asc(services.created_at), asc(services.title));
  if (!cals.length || !svcs.length) return 0;
  const now = ctx.now();
  let written = 0;
  for (const v of planDemoWeek(now, tz, cals, svcs, people.length)) {
    const [taken] = await ctx.db
      .select({ id: schedules.id })
      .from(schedules)
      .where(and(eq(schedules.calendar_id, v.calendarId), lt(schedules.start_at, v.end), gt(schedules.end_at, v.start)))
      .limit(1);
    if (taken) continue;
    const client = people[v.clientIndex]!;
    const booked = new Date(Math.min(now.getTime(), v.start.getTime()) - 3 * 86_400_000);
    await ctx.db.insert(schedules).values({
      company_id: companyId,
      calendar_id: v.calendarId,
      service_id: v.serviceId,
      client_id: client.id,
      status: v.status,
      interface: v.interface,
      display_name: client.name,
      start_at: v.start,
      end_at: v.end,
      duration_in_minutes: Math.round((v.end.getTime() - v.start.getTime()) / 60_000),
      price: v.price,
      // No reminders to the made-up numbers.
      is_notify_sent: true,
      canceled_at: v.status === 'canceled' ? new Date(v.start.getTime() - 86_400_000) : null,
      canceled_reason: v.status === 'canceled' ? 'Surgiu um imprevisto, vou remarcar.' : null,
      canceled_interface: v.status === 'canceled' ? 'PLATFORM_CLIENT' : null,
      client_confirmed_at:
        v.status === 'confirmed' || v.status === 'confirmed_not_attended' ? new Date(v.start.getTime() - 20 * 3_600_000) : null,
      confirmed_interface: v.status === 'confirmed' || v.status === 'confirmed_not_attended' ? 'ASSISTANT_CLIENT' : null,
      created_by_kind: v.createdBy,
      created_at: booked,
      updated_at: booked,
    });
    written++;
  }
  return written;
}

async function seedChats(ctx: TAppContext, companyId: string, people: { id: string; name: string; phone: string | null }[]) {
  const now = ctx.now().getTime();
  for (const script of DEMO_CHATS) {
    const client = people[script.clientIndex]!;
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000);
    const last = script.lines[script.lines.length - 1]!;
    const [chat] = await ctx.db
      .insert(chats)
      .values({
        company_id: companyId,
        client_id: client.id,
        channel: 'whatsapp',
        remote_id: jid(client.phone ?? ''),
        display_name: client.name,
        last_message_at: at(last.minutesAgo),
        last_message_preview: last.text.slice(0, 120),
        unread_count: script.unread,
        is_transferred_to_human: Boolean(script.transferred),
        transferred_at: script.transferred ? at(script.lines[1]!.minutesAgo) : null,
        created_at: at(script.lines[0]!.minutesAgo),
      })
      .onConflictDoNothing()
      .returning({ id: chats.id });
    if (!chat) continue; // already there
    await ctx.db.insert(messages).values(
      script.lines.map((l) => ({
        company_id: companyId,
        chat_id: chat.id,
        role: l.role,
        content: l.text,
        // Outgoing lines are history, not the outbox: already sent.
        delivery_status: l.role === 'client' ? null : ('sent' as const),
        sent_at: l.role === 'client' ? null : at(l.minutesAgo),
        created_at: at(l.minutesAgo),
      })),
    );
  }
}

/** Fills the demo company's week; false when there is no demo company. */
export async function seedDemoWeek(ctx: TAppContext): Promise<{ schedules: number } | false> {
  const [company] = await ctx.db
    .select({ id: companies.id, timezone: companies.timezone, address: companies.address, instagram: companies.instagram })
    .from(companies)
    .where(eq(companies.slug, DEMO.companySlug))
    .limit(1);
  if (!company) return false;
  // What the public page sells with, unless the owner already set it.
  if (!company.address || !company.instagram)
    await ctx.db
      .update(companies)
      .set({
        address: company.address ?? 'Rua Augusta, 1500 - Consolação, São Paulo - SP',
        instagram: company.instagram ?? 'barbeariademo',
      })
      .where(eq(companies.id, company.id));
  const cals = await ctx.db
    .select({ id: calendars.id, title: calendars.title, photo_url: calendars.photo_url })
    .from(calendars)
    .where(and(eq(calendars.company_id, company.id), isNull(calendars.deleted_at)));
  await seedPhotos(ctx, company.id, cals);
  const people = await seedClients(ctx, company.id);
  const written = await seedSchedules(ctx, company.id, company.timezone, people);
  await seedChats(ctx, company.id, people);
  return { schedules: written };
}
