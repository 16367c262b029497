// user_get_clients, user_get_company_users, calendar members and the service image upload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, companyUsers } from '../../db/schema/index.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { buildFixture, general, nextPhone, type TFixture } from './test-fixtures.js';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63000100000500010d0a2db40000000049454e44ae426082',
  'hex',
);

function multipart(file: { name: string; type: string; data: Buffer }) {
  const boundary = '----agenda' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('people of the scheduling forms and service images', () => {
  let t: TTestApp;
  let a: TFixture;
  let b: TFixture;
  let staff: { token: string; id: string };
  beforeAll(async () => {
    t = await startTestApp();
    a = await buildFixture(t.app, { name: 'Empresa A' });
    b = await buildFixture(t.app, { name: 'Empresa B' });
    await t.app.ctx.db.insert(clients).values([
      { company_id: a.company.id, name: 'João Conceição', phone: '+5511988887777', email: 'joao@exemplo.com' },
      { company_id: a.company.id, name: 'Ângela Souza', phone: '+5521977776666', email: null },
      { company_id: a.company.id, name: 'Bruno 100%', phone: null, email: 'bruno@Empresa.com' },
      { company_id: b.company.id, name: 'Segredo da B', phone: '+5511911112222', email: 'segredo@b.com' },
    ]);
    const phone = nextPhone();
    const token = await a.api.signUp({ name: 'Zeca Operador', email: 'zeca@example.com', phone });
    const id = (await a.api.loggedUser(token)).body.data.loggedUser.id as string;
    await t.app.ctx.db.insert(companyUsers).values({ company_id: a.company.id, user_id: id, role: 'operation', calendar_ids: [] });
    staff = { token, id };
  });
  afterAll(() => t.close());

  const gql = (token: string, query: string) => a.api.call('POST', '/user/graphql/query', { token, body: { query } });
  const names = (res: { body: Record<string, any> }) => (res.body.data.user_get_clients as { name: string }[]).map((c) => c.name);
  const clientsOf = (companyId: string, args = '', token = a.token) =>
    gql(token, `{ user_get_clients(company_id: "${companyId}"${args}) { id name phone email } }`);

  it('user_get_clients searches name without accents, phone digits and e-mail, ordered by name', async () => {
    const all = await clientsOf(a.company.id);
    expect(all.body.errors, JSON.stringify(all.body)).toBeUndefined();
    // The fixture's signed-up client is there too; Ângela sorts as "angela".
    expect(names(all)).toEqual(['Ângela Souza', 'Bruno 100%', 'Cliente Teste', 'João Conceição']);
    expect(names(await clientsOf(a.company.id, ', search: "conceicao"'))).toEqual(['João Conceição']);
    expect(names(await clientsOf(a.company.id, ', search: "ANGELA"'))).toEqual(['Ângela Souza']);
    expect(names(await clientsOf(a.company.id, ', search: "(21) 97777"'))).toEqual(['Ângela Souza']);
    expect(names(await clientsOf(a.company.id, ', search: "empresa.com"'))).toEqual(['Bruno 100%']);
    expect(names(await clientsOf(a.company.id, ', search: "%"'))).toEqual(['Bruno 100%']);
    expect(names(await clientsOf(a.company.id, ', search: "nada"'))).toEqual([]);
    expect(names(await clientsOf(a.company.id, ', limit: 2'))).toEqual(['Ângela Souza', 'Bruno 100%']);
    const tooMany = await clientsOf(a.company.id, ', limit: 51');
    expect(tooMany.body.data?.user_get_clients ?? null).toBeNull();
    // Any member may search (the operation member books for clients too).
    expect(names(await clientsOf(a.company.id, ', search: "joao"', staff.token))).toEqual(['João Conceição']);
  });

  it("another company's clients and members: 404, no data", async () => {
    for (const query of [
      `{ user_get_clients(company_id: "${b.company.id}") { name } }`,
      `{ user_get_company_users(company_id: "${b.company.id}") { name email } }`,
    ]) {
      const res = await gql(a.token, query);
      expect([403, 404]).toContain(res.status);
      expect(JSON.stringify(res.body)).not.toMatch(/Segredo|dona.*@example\.com/);
      expect(Object.values(res.body.data ?? {}).every((v) => v === null)).toBe(true);
    }
    expect(names(await clientsOf(a.company.id, ', search: "segredo"'))).toEqual([]);
  });

  it('user_get_company_users lists every member; the calendar entity saves who uses a calendar', async () => {
    const list = async (token: string) => {
      const res = await gql(token, `{ user_get_company_users(company_id: "${a.company.id}") { id user_id name email role calendar_ids } }`);
      expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
      return res.body.data.user_get_company_users as { user_id: string; name: string; role: string; calendar_ids: string[] }[];
    };
    const members = await list(staff.token);
    expect(members.map((m) => [m.name, m.role])).toEqual([
      ['Dona', 'owner'],
      ['Zeca Operador', 'operation'],
    ]);
    const cal = a.calendars[1]!.id;
    const saved = await general(a.api, a.token, a.company.id, 'calendar', { user_ids: members.map((m) => m.user_id) }, cal);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await list(a.token)).find((m) => m.user_id === staff.id)!.calendar_ids).toEqual([cal]);
    // An operation member cannot change who uses a calendar.
    const denied = await general(a.api, staff.token, a.company.id, 'calendar', { user_ids: [staff.id] }, a.calendars[0]!.id);
    expect(denied.status).toBe(403);
    const off = await general(a.api, a.token, a.company.id, 'calendar', { user_ids: [] }, cal);
    expect(off.status).toBe(200);
    expect((await list(a.token)).every((m) => !m.calendar_ids.includes(cal))).toBe(true);
  });

  const upload = (companyId: string, serviceId: string, data: Buffer, token = a.token) => {
    const body = multipart({ name: 'servico.png', type: 'image/png', data });
    return t.app.inject({
      method: 'POST',
      url: `/user/${companyId}/service/${serviceId}/upload_image`,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
      payload: body.payload,
    });
  };

  it('uploads a service image, sets image_url, serves it and keeps the service editable', async () => {
    const svc = a.services[0]!.id;
    const res = await upload(a.company.id, svc, PNG);
    expect(res.statusCode, res.body).toBe(200);
    const { url, service } = res.json();
    expect(url).toMatch(new RegExp(`^/uploads/${a.company.id}/service-[0-9a-f]{16}\\.png$`));
    expect(service.image_url).toBe(url);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    const edit = await general(a.api, a.token, a.company.id, 'service', { title: 'Corte novo' }, svc);
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body.data.image_url).toBe(url);
  });

  it('refuses a non-image, an operation member, another company and its service', async () => {
    expect((await upload(a.company.id, a.services[0]!.id, Buffer.from('not an image'))).statusCode).toBe(415);
    expect((await upload(a.company.id, a.services[0]!.id, PNG, staff.token)).statusCode).toBe(403);
    expect((await upload(b.company.id, b.services[0]!.id, PNG)).statusCode).toBe(404);
    expect((await upload(a.company.id, b.services[0]!.id, PNG)).statusCode).toBe(404);
    expect((await upload(a.company.id, 'not-a-uuid', PNG)).statusCode).toBe(404);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: `/user/${a.company.id}/service/${a.services[0]!.id}/upload_image`,
      headers: { authorization: `Bearer ${a.token}` },
      payload: { x: 1 },
    });
    expect(notMultipart.statusCode).toBe(400);
  });
});
