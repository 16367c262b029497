// /user/:company/automations for dev:mock: the demo company's automations, created, changed and
// deleted as the API does (422 on bad input), the preview rendered on a demo client, and the auto-pilot runs.
import { http, HttpResponse } from 'msw';
import { AUTO_PILOT_STATUS_LABELS, canTransitionAutoPilot, ZAutoPilotStatusChange, type TAutoPilotStatus } from '@agenda/shared/auto-pilot';
import { ZAutomationPreview, ZSaveAutomation, type TAutomationDto } from '@agenda/shared/automation';
import { renderMessageVariables } from '@agenda/shared/scheduled-message';
import { db, userFromAuth } from '../../db';
import { cdb } from '../clients-db';

const states = new WeakMap<object, TAutomationDto[]>();
const pilots = new WeakMap<object, Map<string, TAutoPilotStatus>>();
const pilotsOf = () => pilots.get(db) ?? (pilots.set(db, new Map()), pilots.get(db)!);
const pilotRun = (client_id: string, status: TAutoPilotStatus) => ({
  client_id,
  client_name: cdb().clients.find((c) => c.id === client_id)?.name ?? 'Cliente',
  status,
  attempts: 0,
  next_at: new Date(Date.now() + 86_400_000).toISOString(),
  started_at: new Date().toISOString(),
  finished_reason: null,
});
const pilotDto = (client_id: string, status: TAutoPilotStatus) => ({
  auto_pilot: {
    client_id,
    client_name: null,
    status,
    attempts: 0,
    next_at: new Date().toISOString(),
    started_at: new Date().toISOString(),
    finished_reason: null,
  },
});

function automationsOf(): TAutomationDto[] {
  let rows = states.get(db);
  if (!rows) {
    const at = new Date().toISOString();
    rows = [
      {
        id: 'au-1',
        company_id: 'c-demo',
        title: 'Lembrete da véspera',
        trigger: 'before_schedule',
        action: 'send_message',
        time_operation: 'subtract',
        time_unit: 'days',
        time_value: 1,
        use_service_recurrence: false,
        content: 'Oi, {{name}}! Amanhã tem {{service_name}} às {{schedule_time}} na {{company_name}}.',
        tag: null,
        service_ids: [],
        is_active: true,
        created_at: at,
        updated_at: at,
      },
    ];
    states.set(db, rows);
  }
  return rows;
}

const unauthorized = () => HttpResponse.json({ message: 'Unauthorized access' }, { status: 401 });
const authorized = (request: Request) => Boolean(userFromAuth(request.headers.get('authorization')));
const invalid = (message?: string) => HttpResponse.json({ message: message ?? 'Dados inválidos.' }, { status: 422 });

export const automationsHandlers = [
  http.get('*/user/:company/automations', ({ request }) => {
    if (!authorized(request)) return unauthorized();
    return HttpResponse.json({ automations: automationsOf() });
  }),
  http.post('*/user/:company/automations/preview', async ({ request }) => {
    if (!authorized(request)) return unauthorized();
    const parsed = ZAutomationPreview.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error.issues[0]?.message);
    const content = renderMessageVariables(parsed.data.content, {
      name: 'Ana',
      company_name: 'Barbearia Demo',
      schedule_date: '25/11/2026',
      schedule_time: '10:00',
      schedule_datetime: '25/11/2026 às 10:00',
      service_name: 'Corte',
    });
    return HttpResponse.json({ content });
  }),
  http.post('*/user/:company/automations', async ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    const parsed = ZSaveAutomation.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error.issues[0]?.message);
    const at = new Date().toISOString();
    const automation = { ...parsed.data, id: `au-${Date.now()}`, company_id: String(params.company), created_at: at, updated_at: at };
    automationsOf().push(automation);
    return HttpResponse.json({ automation }, { status: 201 });
  }),
  http.patch('*/user/:company/automations/:id', async ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    const parsed = ZSaveAutomation.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error.issues[0]?.message);
    const rows = automationsOf();
    const i = rows.findIndex((a) => a.id === params.id);
    if (i < 0) return HttpResponse.json({ message: 'Automação não encontrada.' }, { status: 404 });
    rows[i] = { ...rows[i]!, ...parsed.data, updated_at: new Date().toISOString() };
    return HttpResponse.json({ automation: rows[i] });
  }),
  http.delete('*/user/:company/automations/:id', ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    const rows = automationsOf();
    const i = rows.findIndex((a) => a.id === params.id);
    if (i < 0) return HttpResponse.json({ message: 'Automação não encontrada.' }, { status: 404 });
    rows.splice(i, 1);
    return new HttpResponse(null, { status: 204 });
  }),
  http.get('*/user/:company/auto-pilot', ({ request }) => {
    if (!authorized(request)) return unauthorized();
    return HttpResponse.json({ auto_pilot: [...pilotsOf()].map(([id, status]) => pilotRun(id, status)) });
  }),
  http.post('*/user/:company/clients/:client/auto-pilot', ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    const runs = pilotsOf();
    const current = runs.get(String(params.client));
    if (current && current !== 'finished_messages')
      return HttpResponse.json({ message: 'O piloto automático deste cliente já está ligado.' }, { status: 409 });
    runs.set(String(params.client), 'running');
    return HttpResponse.json(pilotDto(String(params.client), 'running'), { status: 201 });
  }),
  http.patch('*/user/:company/clients/:client/auto-pilot', async ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    const parsed = ZAutoPilotStatusChange.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error.issues[0]?.message);
    const runs = pilotsOf();
    const current = runs.get(String(params.client));
    if (!current) return HttpResponse.json({ message: 'Este cliente não tem piloto automático.' }, { status: 404 });
    const to = parsed.data.status;
    if (!canTransitionAutoPilot(current, to))
      return HttpResponse.json(
        {
          message: `O piloto automático não pode passar de "${AUTO_PILOT_STATUS_LABELS[current]}" para "${AUTO_PILOT_STATUS_LABELS[to]}".`,
        },
        { status: 409 },
      );
    runs.set(String(params.client), to);
    return HttpResponse.json(pilotDto(String(params.client), to));
  }),
];
