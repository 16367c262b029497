import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { chatPersonalities, companyUsers, users } from '../../db/schema/index.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { apiClient } from '../../test/api-client.js';

const QUERY = 'query($id: ID!) { user_get_chat_personalities(company_id: $id) { slug name description is_active } }';

describe('the personalities a company picks come from the admin-managed table (issue 14)', () => {
  let t: TTestApp;
  let api: ReturnType<typeof apiClient>;
  let owner: string;
  let operator: string;
  let company: { id: string };
  let otherCompany: { id: string };

  const list = async (token: string, id: string) => {
    const res = await api.call('POST', '/user/graphql/query', { token, body: { query: QUERY, variables: { id } } });
    return res.body as {
      data?: { user_get_chat_personalities: { slug: string; name: string; is_active: boolean }[] };
      errors?: { message: string }[];
    };
  };
  const update = (token: string, slug: string | null) =>
    api.call('POST', `/user/${company.id}/company/update`, { token, body: { chat_personality_slug: slug } });

  beforeAll(async () => {
    t = await startTestApp();
    api = apiClient(t.app);
    owner = await api.signUp({ name: 'Dona Ana', email: 'ana@example.com', phone: '+5511933330001' });
    operator = await api.signUp({ name: 'Bia Recepção', email: 'bia@example.com', phone: '+5511933330002' });
    company = await api.createCompany(owner, '+5511933330001', 'Salão da Ana');
    otherCompany = await api.createCompany(operator, '+5511933330002', 'Salão da Bia');
    const [bia] = await t.app.ctx.db.select().from(users).where(eq(users.email, 'bia@example.com'));
    await t.app.ctx.db.insert(companyUsers).values({ company_id: company.id, user_id: bia!.id, role: 'operation' });
  });
  afterAll(() => t.close());

  it('lists the seeded personalities (the ones the settings offered before) to owner and operation', async () => {
    for (const token of [owner, operator]) {
      const body = await list(token, company.id);
      expect(body.errors).toBeUndefined();
      expect(body.data!.user_get_chat_personalities.map((p) => p.slug)).toEqual(['descontraida', 'formal']);
    }
  });

  it('follows what the staff add and deactivate; a company keeps the deactivated one it already uses', async () => {
    await t.app.ctx.db.insert(chatPersonalities).values({ slug: 'acolhedora', name: 'Acolhedora', instructions: 'Fale com carinho.' });
    expect((await update(owner, 'acolhedora')).status).toBe(200);
    await t.app.ctx.db.update(chatPersonalities).set({ is_active: false }).where(eq(chatPersonalities.slug, 'acolhedora'));

    const mine = (await list(owner, company.id)).data!.user_get_chat_personalities;
    expect(mine.find((p) => p.slug === 'acolhedora')).toMatchObject({ name: 'Acolhedora', is_active: false });
    const theirs = (await list(operator, otherCompany.id)).data!.user_get_chat_personalities;
    expect(theirs.map((p) => p.slug)).not.toContain('acolhedora');

    // Saving the form again with the same (now inactive) choice still works.
    expect((await update(owner, 'acolhedora')).status).toBe(200);
    expect((await update(owner, 'formal')).status).toBe(200);
    const back = await update(owner, 'acolhedora');
    expect(back.status).toBe(422);
    expect(back.body.message).toBe('Personalidade indisponível. Escolha uma das opções da lista.');
    expect((await update(owner, 'inventada')).status).toBe(422);
    expect((await update(owner, null)).status).toBe(200);
  });

  it("another company's list is not found", async () => {
    const body = await list(owner, otherCompany.id);
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.message).toBe('Empresa não encontrada.');
  });
});
