// The AI company description: the deterministic template without an LLM key (name, field, services, hours), the
// model's text through the fake OpenAI-compatible server with one, and the template again when the model fails.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlm, type FakeLlm } from '@agenda/fakes/llm';
import { ZCompanyDescriptionDto } from '@agenda/shared/schemas/company-description';
import { companies } from '../../db/schema/index.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { buildFixture, type TFixture } from '../scheduling/test-fixtures.js';

const generate = (f: TFixture, token = f.token) =>
  f.api.call('POST', `/user/${f.company.id}/company/generate_company_description`, { token });

describe('generate_company_description', () => {
  let plain: TTestApp;
  let withAi: TTestApp;
  let llm: FakeLlm;

  beforeAll(async () => {
    llm = await startFakeLlm({ apiKey: 'sk-test' });
    plain = await startTestApp();
    withAi = await startTestApp({ LLM_API_KEY: 'sk-test', LLM_BASE_URL: llm.url, SECRETARY_BRAIN: 'embedded' });
  });
  afterAll(async () => {
    await plain.close();
    await withAi.close();
    await llm.close();
  });

  it('without a key writes the template from name, services and hours', async () => {
    const f = await buildFixture(plain.app, { name: 'Barbearia do Zé' });
    const res = await generate(f);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.source).toBe('template');
    expect(ZCompanyDescriptionDto.safeParse(res.body).error?.issues ?? []).toEqual([]);
    expect(res.body.description).toMatch(/^Barbearia do Zé é /);
    expect(res.body.description).toContain('Oferecemos Corte e Corte e barba.');
    expect(res.body.description).toContain('Atendemos de terça-feira a sábado, das 08:00 às 12:00 e das 13:00 às 18:00.');
    // The field reads as Portuguese with its article ("é uma barbearia", "é um consultório odontológico").
    await plain.app.ctx.db.update(companies).set({ field: 'barbearia' }).where(eq(companies.id, f.company.id));
    expect((await generate(f)).body.description).toMatch(/^Barbearia do Zé é uma barbearia\. Oferecemos /);
    await plain.app.ctx.db.update(companies).set({ field: 'dentista' }).where(eq(companies.id, f.company.id));
    expect((await generate(f)).body.description).toMatch(/^Barbearia do Zé é um consultório odontológico\. /);
  });

  it('with a key asks the model with the facts and returns its text; a failing model falls back to the template', async () => {
    const f = await buildFixture(withAi.app, { name: 'Studio Bela' });
    llm.script({ content: 'O Studio Bela cuida de você com carinho.' });
    const res = await generate(f);
    expect(res.body).toEqual({ description: 'O Studio Bela cuida de você com carinho.', source: 'ai' });
    const sent = llm.requests.at(-1)!.body.messages as { role: string; content: string }[];
    expect(sent[1]!.content).toContain('Oferecemos Corte e Corte e barba.');
    llm.script({ error: { status: 400, message: 'bad request' } });
    const fallback = await generate(f);
    expect(fallback.body.source).toBe('template');
    expect(fallback.body.description).toMatch(/^Studio Bela é /);
  });

  it('another company is not found', async () => {
    const a = await buildFixture(plain.app);
    const b = await buildFixture(plain.app);
    expect((await generate({ ...a, company: b.company })).status).toBe(404);
  });
});
