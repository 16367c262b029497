// /user/:company/message-templates for dev:mock: the demo company's saved texts, saved, changed and
// deleted as the API does; the preview fills the variables in for the chosen client.
import { http, HttpResponse } from 'msw';
import { ZMessageTemplatePreview, ZSaveMessageTemplate, type TMessageTemplateDto } from '@agenda/shared/message-template';
import { renderMessageVariables } from '@agenda/shared/scheduled-message';
import { db, userFromAuth } from '../db';

const states = new WeakMap<object, TMessageTemplateDto[]>();
const at = new Date().toISOString();

function templatesOf(): TMessageTemplateDto[] {
  let rows = states.get(db);
  if (!rows) {
    rows = [
      {
        id: 'mt-1',
        title: 'Agradecimento',
        content: 'Obrigado pela visita, {{name}}! Até a próxima na {{company_name}}.',
        created_at: at,
        updated_at: at,
      },
      { id: 'mt-2', title: 'Boas-vindas', content: 'Oi, {{name}}! Seja bem-vinda à {{company_name}} 💈', created_at: at, updated_at: at },
    ];
    states.set(db, rows);
  }
  return rows;
}

const unauthorized = () => HttpResponse.json({ message: 'Unauthorized access' }, { status: 401 });
const authorized = (request: Request) => Boolean(userFromAuth(request.headers.get('authorization')));
const invalid = (message?: string) => HttpResponse.json({ message: message ?? 'Dados inválidos.' }, { status: 422 });
const missing = () => HttpResponse.json({ message: 'Modelo de mensagem não encontrado.' }, { status: 404 });
const sorted = () => [...templatesOf()].sort((a, b) => a.title.localeCompare(b.title, 'pt-BR'));

export const messageTemplatesHandlers = [
  http.get('*/user/:company/message-templates', ({ request }) =>
    authorized(request) ? HttpResponse.json({ message_templates: sorted() }) : unauthorized(),
  ),
  http.post('*/user/:company/message-templates/preview', async ({ request }) => {
    if (!authorized(request)) return unauthorized();
    const parsed = ZMessageTemplatePreview.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error.issues[0]?.message);
    const content = renderMessageVariables(parsed.data.content, {
      name: 'Ana',
      company_name: 'Barbearia Demo',
      schedule_date: '25/11/2026',
      schedule_time: '15:00',
      schedule_datetime: '25/11/2026 às 15:00',
      service_name: 'Corte',
    });
    return HttpResponse.json({ content });
  }),
  http.post('*/user/:company/message-templates', async ({ request }) => {
    if (!authorized(request)) return unauthorized();
    const parsed = ZSaveMessageTemplate.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error.issues[0]?.message);
    const now = new Date().toISOString();
    const created: TMessageTemplateDto = { id: `mt-${Date.now()}`, ...parsed.data, created_at: now, updated_at: now };
    templatesOf().push(created);
    return HttpResponse.json({ message_template: created }, { status: 201 });
  }),
  http.patch('*/user/:company/message-templates/:id', async ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    const parsed = ZSaveMessageTemplate.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error.issues[0]?.message);
    const rows = templatesOf();
    const i = rows.findIndex((t) => t.id === params.id);
    if (i < 0) return missing();
    rows[i] = { ...rows[i]!, ...parsed.data, updated_at: new Date().toISOString() };
    return HttpResponse.json({ message_template: rows[i] });
  }),
  http.delete('*/user/:company/message-templates/:id', ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    const rows = templatesOf();
    const i = rows.findIndex((t) => t.id === params.id);
    if (i < 0) return missing();
    rows.splice(i, 1);
    return new HttpResponse(null, { status: 204 });
  }),
];
