import { http, HttpResponse } from 'msw';
import type { TChannelIntegration } from '@/features/integrations/api/integration-types';
import { db } from '../../db';
import { authorized, nextId, sdb } from './secretary-db';

// 1×1 PNG, like the fake Evolution gateway.
const QR = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const unauthorized = () => HttpResponse.json({ message: 'Unauthorized access' }, { status: 401 });

function base(companyId: string, channel: 'whatsapp' | 'instagram', identifier: string): TChannelIntegration {
  return {
    id: nextId('int'),
    company_id: companyId,
    identifier,
    channel,
    login: null,
    connection_status: 'pending',
    last_connected_at: null,
    connection_status_info: null,
    meta: { read_message_option: 'all' },
    whatsapp_remote_jid: null,
    phone_to_send_qr: null,
    disconnected_interface: null,
    disconnected_at: null,
    read_message_option: 'all',
    created_at: new Date().toISOString(),
  };
}

function save(i: TChannelIntegration) {
  const s = sdb();
  s.integrations = [...s.integrations.filter((x) => x.id !== i.id), i];
  const company = db.companies.find((c) => String(c.id) === i.company_id);
  if (company) {
    company.integrations = s.integrations
      .filter((x) => x.company_id === i.company_id)
      .map((x) => ({
        id: x.id,
        identifier: x.identifier,
        channel: x.channel,
        connection_status: x.connection_status,
        last_connected_at: x.last_connected_at,
      }));
    if (i.channel === 'whatsapp' && i.connection_status === 'connected')
      company.onboarding = { ...(company.onboarding ?? {}), connect_whatsapp: true };
  }
  return HttpResponse.json({ integration: i });
}

const current = (companyId: string, channel: string) =>
  sdb().integrations.find((i) => i.company_id === companyId && i.channel === channel && i.connection_status !== 'removed');
const byId = (id: unknown) => sdb().integrations.find((i) => i.id === id);
const connected = (i: TChannelIntegration, extra: Partial<TChannelIntegration> = {}): TChannelIntegration => ({
  ...i,
  connection_status: 'connected',
  last_connected_at: new Date().toISOString(),
  disconnected_at: null,
  disconnected_interface: null,
  connection_status_info: null,
  meta: { ...i.meta, qr_base64: null, pairing_code: null },
  ...extra,
});

export const integrationsHandlers = [
  http.get('*/user/:company/integrations', ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    return HttpResponse.json({ integrations: sdb().integrations.filter((i) => i.company_id === String(params.company)) });
  }),
  http.post('*/user/:company/integrations/whatsapp/connect', async ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    const body = (await request.json()) as { identifier?: string; phone_to_send_qr?: string | null };
    const i = current(String(params.company), 'whatsapp') ?? base(String(params.company), 'whatsapp', body.identifier ?? 'whatsapp_miau');
    return save({
      ...i,
      connection_status: 'qr_code',
      phone_to_send_qr: body.phone_to_send_qr ?? null,
      meta: { ...i.meta, instance_name: `agenda-${i.id}`, qr_base64: QR, pairing_code: body.phone_to_send_qr ? 'K7PD4QXM' : null },
    });
  }),
  http.post('*/user/:company/integrations/whatsapp-cloud/connect', async ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    const body = (await request.json()) as { phone_number_id: string; display_phone_number?: string };
    const i = base(String(params.company), 'whatsapp', 'whatsapp_api_oficial');
    return save(
      connected(i, {
        login: body.display_phone_number ?? null,
        meta: {
          read_message_option: 'all',
          phone_number_id: body.phone_number_id,
          display_phone_number: body.display_phone_number ?? null,
        },
      }),
    );
  }),
  http.post('*/user/:company/integrations/instagram/connect', async ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    if (!sdb().extraFeatures.includes('instagram'))
      return HttpResponse.json({ message: 'Habilite a funcionalidade Instagram para conectar.' }, { status: 403 });
    const body = (await request.json()) as { ig_account_id: string; username?: string };
    const i = current(String(params.company), 'instagram') ?? base(String(params.company), 'instagram', 'instagram');
    return save(
      connected(i, {
        login: body.username ?? null,
        meta: { read_message_option: 'all', ig_account_id: body.ig_account_id, username: body.username ?? null },
      }),
    );
  }),
  http.get('*/user/:company/integrations/:id/qr', ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    const i = byId(params.id);
    if (!i) return HttpResponse.json({ message: 'Integração não encontrada.' }, { status: 404 });
    return save({ ...i, connection_status: 'qr_code', meta: { ...i.meta, qr_base64: QR } });
  }),
  http.post('*/user/:company/integrations/:id/settings', async ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    const i = byId(params.id);
    if (!i) return HttpResponse.json({ message: 'Integração não encontrada.' }, { status: 404 });
    const { read_message_option } = (await request.json()) as { read_message_option: TChannelIntegration['read_message_option'] };
    return save({ ...i, read_message_option, meta: { ...i.meta, read_message_option } });
  }),
  http.post('*/user/:company/integrations/:id/health_check', ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    return HttpResponse.json({ status: byId(params.id)?.connection_status === 'connected' ? 'ok' : 'disconnected' });
  }),
  http.post('*/user/:company/integrations/:id/disconnect', ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    const i = byId(params.id);
    if (!i) return HttpResponse.json({ message: 'Integração não encontrada.' }, { status: 404 });
    return save({
      ...i,
      connection_status: 'disconnected',
      disconnected_at: new Date().toISOString(),
      disconnected_interface: 'MIAU_MANUAL_DISCONNECT',
      connection_status_info: 'Desconectado manualmente.',
    });
  }),
  http.delete('*/user/:company/integrations/:id', ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    const i = byId(params.id);
    if (!i) return HttpResponse.json({ message: 'Integração não encontrada.' }, { status: 404 });
    return save({ ...i, connection_status: 'removed', disconnected_at: new Date().toISOString() });
  }),
  http.get('*/user/auth/instagram/get_redirect_url', () =>
    HttpResponse.json({
      redirect_url: 'https://www.instagram.com/oauth/authorize?client_id=mock&response_type=code&state=mock-state',
      state: 'mock-state',
    }),
  ),
  http.post('*/user/:company/subscription/enable_subscription_extra_feature', async ({ request }) => {
    if (!authorized(request)) return unauthorized();
    const { feature_key } = (await request.json()) as { feature_key: string };
    sdb().extraFeatures.push(feature_key);
    return HttpResponse.json({ ok: true });
  }),
];

/** Test helper: the phone read the QR code. */
export function mockScanQr(companyId: string, phoneDigits: string): TChannelIntegration | null {
  const i = current(companyId, 'whatsapp');
  if (!i) return null;
  const updated = connected(i, { whatsapp_remote_jid: phoneDigits });
  sdb().integrations = [...sdb().integrations.filter((x) => x.id !== i.id), updated];
  return updated;
}
