// The billing clock runs as the recurring job `billing.advance_subscriptions` of the one job runner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.js';
import { jobs, subscriptions } from '../../db/schema/index.js';
import { apiClient } from '../../test/api-client.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';

describe('the billing clock job', () => {
  let t: TTestApp & { database: TDatabase };
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('is seeded once as a recurring job and moves an ended trial when it runs', async () => {
    const api = apiClient(t.app);
    const token = await api.signUp({ name: 'Duda Dona', email: 'duda@example.com', phone: '+5511987650401' });
    const company = await api.createCompany(token, '+5511987650401', 'Estúdio da Duda');
    const seeded = await t.database.db.select().from(jobs).where(eq(jobs.name, 'billing.advance_subscriptions'));
    expect(seeded.filter((j) => j.state === 'pending')).toHaveLength(1);
    t.clock.advance(8 * 86_400_000);
    await t.app.jobs.runOnce();
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.company_id, company.id));
    expect(row!.status).toBe('trial_ended');
    const next = await t.database.db.select().from(jobs).where(eq(jobs.name, 'billing.advance_subscriptions'));
    expect(next.filter((j) => j.state === 'pending')).toHaveLength(1);
  });
});
