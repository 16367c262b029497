import { http, HttpResponse } from 'msw';
import { CRM_STAGE_LABELS, CRM_STAGES, type TCrmStage } from '@agenda/shared/crm';
import type { TClientDetailDto } from '@agenda/shared/schemas/clients';
import { authorized, nextUuid, schdb } from './scheduling/scheduling-db';
import { cdb, clientDetail, matches, recordTagChanges, timelineOf } from './clients-db';

const unauthorized = () => HttpResponse.json({ message: 'Acesso não autorizado, por favor realize o login.' }, { status: 401 });
const missing = () => HttpResponse.json({ message: 'Cliente não encontrado.' }, { status: 404 });
const item = ({ id, name, phone, email, crm_stage, tags, birthday, channels, last_visit_at }: TClientDetailDto) => ({
  id,
  name,
  phone,
  email,
  crm_stage,
  tags,
  birthday,
  channels,
  last_visit_at,
});
type TBody = { entity: string; id?: string | null; data: Record<string, unknown> };

function moveStage(c: TClientDetailDto, stage: TCrmStage) {
  if (c.crm_stage === stage) return;
  cdb().stageChanges.push({
    client_id: c.id,
    from: CRM_STAGE_LABELS[c.crm_stage],
    to: CRM_STAGE_LABELS[stage],
    at: new Date().toISOString(),
  });
  c.crm_stage = stage;
}

/** /app/clientes, the profile tabs, /app/crm and the `client`/`client_tag` generic writes. */
export const clientsHandlers = [
  http.get('*/user/:company/clients', ({ request }) => {
    if (!authorized(request)) return unauthorized();
    const q = new URL(request.url).searchParams;
    const list = cdb()
      .clients.filter((c) => matches(c, q.get('search') ?? ''))
      .filter((c) => !q.get('tag') || c.tags.includes(q.get('tag')!))
      .filter((c) => !q.get('stage') || c.crm_stage === q.get('stage'))
      .filter((c) => !q.get('birthday_month') || Number(c.birthday?.slice(5, 7)) === Number(q.get('birthday_month')))
      .filter((c) => !q.get('channel') || c.channels.includes(q.get('channel') as never))
      .filter((c) => q.get('last_visit') !== '30d' || c.last_visit_at !== null)
      .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
    return HttpResponse.json({ clients: list.map(item), next_cursor: null });
  }),
  http.get('*/user/:company/clients/:id', ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    const c = cdb().clients.find((x) => x.id === params.id);
    return c ? HttpResponse.json({ client: c }) : missing();
  }),
  http.get('*/user/:company/clients/:id/timeline', ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    const c = cdb().clients.find((x) => x.id === params.id);
    return c ? HttpResponse.json({ items: timelineOf(c) }) : missing();
  }),
  http.get('*/user/:company/clients/:id/schedules', ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    const upcoming = new URL(request.url).searchParams.get('when') !== 'past';
    const now = Date.now();
    const schedules = schdb()
      .schedules.filter((s) => s.client_id === params.id && Date.parse(s.start_at) >= now === upcoming)
      .map((s) => ({
        id: s.id,
        start_at: s.start_at,
        end_at: s.end_at,
        status: s.status,
        service_id: s.service_id,
        service_title: s.service?.title ?? '',
        calendar_id: s.calendar_id,
        calendar_title: s.calendar?.title ?? '',
        price: s.price,
      }));
    return HttpResponse.json({ schedules });
  }),
  http.get('*/user/:company/clients/:id/duplicates', ({ request }) =>
    authorized(request) ? HttpResponse.json({ clients: [] }) : unauthorized(),
  ),
  http.post('*/user/:company/clients/merge', async ({ request }) => {
    if (!authorized(request)) return unauthorized();
    const body = (await request.json()) as { survivor_id: string; merged_id: string };
    const s = cdb();
    const survivor = s.clients.find((x) => x.id === body.survivor_id);
    if (!survivor || !s.clients.some((x) => x.id === body.merged_id)) return missing();
    s.clients = s.clients.filter((x) => x.id !== body.merged_id);
    return HttpResponse.json({ client: survivor, toast: 'Clientes unidos.' });
  }),
  http.post('*/user/:company/clients/:id/stage', async ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    const { stage } = (await request.json()) as { stage: TCrmStage };
    const c = cdb().clients.find((x) => x.id === params.id);
    if (!c) return missing();
    if (!CRM_STAGES.includes(stage)) return HttpResponse.json({ message: 'Etapa inválida.' }, { status: 422 });
    moveStage(c, stage);
    return HttpResponse.json({ client: c, toast: 'Etapa atualizada.' });
  }),
  http.get('*/user/:company/crm', ({ request }) => {
    if (!authorized(request)) return unauthorized();
    const columns = CRM_STAGES.map((stage) => {
      const list = cdb().clients.filter((c) => c.crm_stage === stage);
      return { stage, count: list.length, value: list.length * 4500, clients: list.map(item) };
    });
    return HttpResponse.json({ columns });
  }),
  http.get('*/user/:company/client_tags', ({ request }) =>
    authorized(request) ? HttpResponse.json({ tags: cdb().tags }) : unauthorized(),
  ),
  http.post('*/user/:company/general/update_or_create', async ({ request }) => {
    const body = (await request.clone().json()) as TBody;
    if (body.entity !== 'client' && body.entity !== 'client_tag') return undefined;
    if (!authorized(request)) return unauthorized();
    const s = cdb();
    if (body.entity === 'client_tag') {
      const data = body.data as { name: string; color: string };
      const found = s.tags.find((t) => t.id === body.id);
      if (found) {
        const at = new Date().toISOString();
        for (const c of s.clients.filter((x) => found.name !== data.name && x.tags.includes(found.name)))
          s.tagChanges.push({ client_id: c.id, action: 'renamed', tag: data.name, previous_tag: found.name, at });
        for (const c of s.clients) c.tags = c.tags.map((t) => (t === found.name ? data.name : t));
        Object.assign(found, data);
        return HttpResponse.json({ data: found });
      }
      const tag = { id: nextUuid(), ...data };
      s.tags.push(tag);
      return HttpResponse.json({ data: tag });
    }
    const { crm_stage, ...data } = body.data as Partial<TClientDetailDto>;
    let c = s.clients.find((x) => x.id === body.id);
    if (body.id && !c) return missing();
    if (!c) {
      c = clientDetail({ id: nextUuid(), name: String(data.name), phone: data.phone ?? null, email: data.email ?? null });
      c.created_at = new Date().toISOString();
      s.clients.push(c);
    }
    if (data.tags) recordTagChanges(c.id, c.tags, data.tags);
    Object.assign(c, data);
    if (crm_stage) moveStage(c, crm_stage);
    return HttpResponse.json({ data: c });
  }),
  http.delete('*/user/:company/general/delete', async ({ request }) => {
    const body = (await request.clone().json()) as TBody;
    if (body.entity !== 'client') return undefined;
    if (!authorized(request)) return unauthorized();
    cdb().clients = cdb().clients.filter((x) => x.id !== body.id);
    return HttpResponse.json({ message: 'Removido com sucesso.' });
  }),
];
