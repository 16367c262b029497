// /admin/integrations: every company's WhatsApp (Cloud API and Evolution gateways), Instagram and Google
// Calendar connections with their health, in one statement (a union of the two tables), 50 a page. Never a
// secret: no tokens, credentials, webhook secrets or provider meta leave this query.
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZAdminIntegrationsQuery } from '@agenda/shared/schemas/admin-events';
import type { TAppContext } from '../../lib/context.js';
import { rowsOf } from '../../lib/leases.js';

const PAGE = 50;

type TRow = {
  id: string;
  kind: string;
  identifier: string;
  company_id: string;
  company_name: string;
  status: string;
  health: string;
  detail: string | null;
  account: string | null;
  last_ok_at: string | Date | null;
  problem_at: string | Date | null;
};

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

export async function listIntegrations(ctx: TAppContext, q: z.infer<typeof ZAdminIntegrationsQuery>) {
  const now = sql`${ctx.now().toISOString()}::timestamptz`;
  // Health: connected → ok; still connecting (QR, pending) → attention; disconnected → down; removed apart.
  // A Google link: a sync error → down; its push channel expired → attention; else ok.
  const all = sql`
    select i.id, case when i.identifier = 'whatsapp_api_oficial' then 'whatsapp_cloud'
                      when i.identifier in ('whatsapp_baileys', 'whatsapp_miau') then 'whatsapp_evolution'
                      else i.identifier end as kind,
      i.identifier, i.company_id, c.name as company_name, i.connection_status as status,
      case when i.connection_status = 'connected' then 'ok'
           when i.connection_status = 'removed' then 'removed'
           when i.connection_status in ('pending', 'qr_code', 'connecting') then 'attention'
           else 'down' end as health,
      i.connection_status_info as detail, i.login as account, i.last_connected_at as last_ok_at, i.disconnected_at as problem_at
    from company_integrations i join companies c on c.id = i.company_id
    union all
    select l.id, 'google_calendar', 'google_calendar', l.company_id, c.name,
      case when l.last_error is not null then 'error' when l.channel_expires_at is not null and l.channel_expires_at < ${now} then 'expired' else 'synced' end,
      case when l.last_error is not null then 'down' when l.channel_expires_at is not null and l.channel_expires_at < ${now} then 'attention' else 'ok' end,
      l.last_error, a.email, l.last_synced_at, case when l.last_error is not null then l.updated_at end
    from google_calendar_links l join companies c on c.id = l.company_id join google_calendar_accounts a on a.user_id = l.user_id`;
  const base: SQL[] = [sql`true`];
  if (q.kind) base.push(sql`kind = ${q.kind}`);
  if (q.company_id) base.push(sql`company_id = ${q.company_id}`);
  const health = q.health ? sql`health = ${q.health}` : sql`health <> 'removed'`;
  const result = await ctx.db.execute(sql`
    select * from (${all}) x where ${sql.join([...base, health], sql` and `)}
    order by case health when 'down' then 0 when 'attention' then 1 when 'ok' then 2 else 3 end, company_name, kind, id
    limit ${PAGE + 1} offset ${(q.page - 1) * PAGE}`);
  const rows = rowsOf<TRow>(result);
  // The summary: how many of each health under the same kind and company filters.
  const counts = rowsOf<{ health: string; n: number | string }>(
    await ctx.db.execute(sql`select health, count(*) as n from (${all}) x where ${sql.join(base, sql` and `)} group by health`),
  );
  return {
    page: q.page,
    has_more: rows.length > PAGE,
    counts: Object.fromEntries(counts.map((c) => [c.health, Number(c.n)])),
    integrations: rows.slice(0, PAGE).map((r) => ({ ...r, last_ok_at: iso(r.last_ok_at), problem_at: iso(r.problem_at) })),
  };
}
