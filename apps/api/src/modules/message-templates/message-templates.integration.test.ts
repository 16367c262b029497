// Message templates: staff save, list, change and delete the company's texts; the preview renders one
// on a real client; bad input is 422 in Portuguese; another company's template or client is 404.
import { ZMessageTemplate } from '@agenda/shared/message-template';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { buildFixture, type TFixture } from '../scheduling/test-fixtures.js';

describe('message templates', () => {
  let t: TTestApp;
  let fx: TFixture;
  let other: TFixture;
  const base = (f: TFixture) => `/user/${f.company.id}/message-templates`;

  beforeAll(async () => {
    t = await startTestApp({ SECRETARY_WORKER: 'off' });
    fx = await buildFixture(t.app);
    other = await buildFixture(t.app, { name: 'Outro Salão' });
  });
  afterAll(() => t?.close());

  it('saves, lists by title, changes and deletes a template', async () => {
    const created = await fx.api.call('POST', base(fx), {
      token: fx.token,
      body: { title: 'Boas-vindas', content: 'Oi {{name}}! Bem-vinda à {{company_name}}.' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await fx.api.call('POST', base(fx), { token: fx.token, body: { title: 'Agradecimento', content: 'Obrigado pela visita, {{name}}!' } });
    const list = await fx.api.call('GET', base(fx), { token: fx.token });
    expect(list.body.message_templates.map((m: { title: string }) => m.title)).toEqual(['Agradecimento', 'Boas-vindas']);
    expect(ZMessageTemplate.array().safeParse(list.body.message_templates).error?.issues ?? []).toEqual([]);
    const id = created.body.message_template.id;
    const changed = await fx.api.call('PATCH', `${base(fx)}/${id}`, {
      token: fx.token,
      body: { title: 'Boas-vindas', content: 'Olá, {{name}}!' },
    });
    expect(changed.body.message_template.content).toBe('Olá, {{name}}!');
    expect((await fx.api.call('DELETE', `${base(fx)}/${id}`, { token: fx.token })).status).toBe(204);
    expect((await fx.api.call('DELETE', `${base(fx)}/${id}`, { token: fx.token })).status).toBe(404);
  });

  it('previews on a real client; bad input 422; another company 404', async () => {
    const preview = await fx.api.call('POST', `${base(fx)}/preview`, {
      token: fx.token,
      body: { client_id: fx.client.id, content: 'Oi {{name}}, aqui é da {{company_name}}.' },
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.content).toMatch(/^Oi Cliente.*, aqui é da \S.*\.$/);
    expect(preview.body.content).not.toContain('{{');
    const bad = await fx.api.call('POST', base(fx), { token: fx.token, body: { title: '', content: 'x' } });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('Dê um nome ao modelo.');
    const theirs = await other.api.call('POST', base(other), { token: other.token, body: { title: 'Deles', content: 'Oi' } });
    const id = theirs.body.message_template.id;
    expect((await fx.api.call('PATCH', `${base(fx)}/${id}`, { token: fx.token, body: { title: 'X', content: 'Y' } })).status).toBe(404);
    expect((await fx.api.call('GET', base(other), { token: fx.token })).status).toBe(404);
    const foreignClient = await fx.api.call('POST', `${base(fx)}/preview`, {
      token: fx.token,
      body: { client_id: other.client.id, content: 'Oi' },
    });
    expect(foreignClient.status).toBe(404);
  });
});
