// Mock API of /admin/ai_tool, /admin/chat_personality, /admin/dashboard and /admin/notifications (dev:mock),
// with the API's own validation (packages/shared) so a bad form gets the same Portuguese 422.
import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import { ZAdminAiToolBody, ZAdminChatPersonalityBody } from '@agenda/shared/schemas/admin-ai-tools';
import { ZAdminNotificationBody } from '@agenda/shared/schemas/admin-platform';
import type { TAdminAiTool } from '@/features/admin/api/platform-api';
import { db, type TMockDb } from '../db';
import { audit, isAdmin, unauthorized } from './admin-console-handlers';

const NOW = '2026-03-03T13:00:00.000Z';

function seed() {
  const s = {
    tools: [
      {
        id: '00000000-0000-4000-8000-0000000a7001',
        name: 'available_slots',
        type: 'schedule',
        description: 'Lista os horários livres de um serviço num dia.',
        parameters: { type: 'object', properties: { service_id: { type: 'string' }, date: { type: 'string' } }, required: ['service_id'] },
        is_active: true,
        version: 3,
        updated_at: NOW,
      },
    ] as TAdminAiTool[],
    personalities: [
      {
        id: '00000000-0000-4000-8000-0000000b7001',
        slug: 'formal',
        name: 'Formal e objetiva',
        description: 'Sem emojis, frases curtas.' as string | null,
        instructions: 'Fale de forma formal e objetiva, trate o cliente por senhor ou senhora e não use emojis.',
        is_active: true,
        companies: 2,
        updated_at: NOW,
      },
      {
        id: '00000000-0000-4000-8000-0000000b7002',
        slug: 'descontraida',
        name: 'Descontraída e animada',
        description: 'Tom leve, com alguns emojis.' as string | null,
        instructions: 'Fale de forma leve e animada, com frases curtas e um ou outro emoji quando combinar.',
        is_active: true,
        companies: 0,
        updated_at: NOW,
      },
    ],
    notifications: [
      {
        id: '00000000-0000-4000-8000-0000000c7001',
        title: 'Manutenção programada',
        body: 'O sistema fica fora do ar no domingo às 23h por 10 minutos.',
        created_at: NOW,
        read_at: null as string | null,
        sent_by_email: 'admin@agendainteligente.com.br',
        company_id: '00000000-0000-4000-8000-00000000c001',
        company_name: 'Barbearia Demo',
        user_name: 'Rafael Souza',
        user_email: 'demo@agendainteligente.com.br' as string | null,
      },
    ],
    snapshots: [] as (Omit<TAdminAiTool, 'updated_at'> & { ai_tool_id: string | null; admin_email: string; created_at: string })[],
  };
  for (const tool of s.tools) snapshot(s, tool);
  return s;
}

/** Every saved version of a tool, as the API keeps it. */
function snapshot(s: { snapshots: unknown[] }, tool: TAdminAiTool) {
  const { updated_at, ...rest } = tool;
  s.snapshots.unshift({
    ...rest,
    id: crypto.randomUUID(),
    ai_tool_id: tool.id,
    admin_email: 'admin@agendainteligente.com.br',
    created_at: updated_at,
  });
}

const states = new WeakMap<TMockDb, ReturnType<typeof seed>>();
const pdb = () => {
  let s = states.get(db);
  if (!s) states.set(db, (s = seed()));
  return s;
};

/** What the app's /assistente lists (user_get_chat_personalities): the personalities edited here, active ones first. */
export function appChatPersonalities(current: string | null) {
  return pdb()
    .personalities.filter((p) => p.is_active || p.slug === current)
    .map(({ slug, name, description, is_active }) => ({ slug, name, description, is_active }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

const invalid = (error: z.ZodError) => HttpResponse.json({ message: error.issues[0]?.message ?? 'Dados inválidos.' }, { status: 422 });
const notFound = (message: string) => HttpResponse.json({ message }, { status: 404 });

export const adminPlatformHandlers = [
  http.get('*/admin/console/ai_tools', ({ request }) => (isAdmin(request) ? HttpResponse.json({ tools: pdb().tools }) : unauthorized())),
  http.post('*/admin/console/ai_tools', async ({ request }) => {
    if (!isAdmin(request)) return unauthorized();
    const parsed = ZAdminAiToolBody.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error);
    if (pdb().tools.some((t) => t.name === parsed.data.name))
      return HttpResponse.json({ message: 'Já existe uma ferramenta com este nome.' }, { status: 409 });
    const tool = { ...parsed.data, id: crypto.randomUUID(), version: 1, updated_at: new Date().toISOString() };
    pdb().tools.push(tool);
    snapshot(pdb(), tool);
    audit('ai_tool.create', tool);
    return HttpResponse.json({ tool, toast: 'Ferramenta cadastrada.' });
  }),
  http.put('*/admin/console/ai_tools/:id', async ({ request, params }) => {
    if (!isAdmin(request)) return unauthorized();
    const tool = pdb().tools.find((t) => t.id === params.id);
    if (!tool) return notFound('Ferramenta não encontrada.');
    const parsed = ZAdminAiToolBody.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error);
    Object.assign(tool, parsed.data, { version: tool.version + 1, updated_at: new Date().toISOString() });
    snapshot(pdb(), tool);
    audit('ai_tool.update', tool);
    return HttpResponse.json({ tool, toast: 'Ferramenta salva.' });
  }),
  http.delete('*/admin/console/ai_tools/:id', ({ request, params }) => {
    if (!isAdmin(request)) return unauthorized();
    const s = pdb();
    const tool = s.tools.find((t) => t.id === params.id);
    if (!tool) return notFound('Ferramenta não encontrada.');
    s.tools = s.tools.filter((t) => t !== tool);
    for (const v of s.snapshots) if (v.ai_tool_id === tool.id) v.ai_tool_id = null;
    audit('ai_tool.delete', tool);
    return HttpResponse.json({ toast: 'Ferramenta excluída.' });
  }),
  http.get('*/admin/console/ai_tools/snapshots', ({ request }) => {
    if (!isAdmin(request)) return unauthorized();
    const name = new URL(request.url).searchParams.get('name');
    const all = pdb().snapshots;
    const snapshots = all.filter((v) => !name || v.name === name);
    const names = [...new Set(all.map((v) => v.name))].sort();
    return HttpResponse.json({ snapshots, names, total: snapshots.length, page: 1, page_size: 50 });
  }),
  http.get('*/admin/console/chat_personalities', ({ request }) =>
    isAdmin(request) ? HttpResponse.json({ personalities: pdb().personalities }) : unauthorized(),
  ),
  http.post('*/admin/console/chat_personalities', async ({ request }) => {
    if (!isAdmin(request)) return unauthorized();
    const parsed = ZAdminChatPersonalityBody.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error);
    const personality = { ...parsed.data, id: crypto.randomUUID(), companies: 0, updated_at: new Date().toISOString() };
    pdb().personalities.push(personality);
    audit('chat_personality.create', personality);
    return HttpResponse.json({ personality, toast: 'Personalidade cadastrada.' });
  }),
  http.put('*/admin/console/chat_personalities/:id', async ({ request, params }) => {
    if (!isAdmin(request)) return unauthorized();
    const personality = pdb().personalities.find((p) => p.id === params.id);
    if (!personality) return notFound('Personalidade não encontrada.');
    const parsed = ZAdminChatPersonalityBody.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error);
    Object.assign(personality, parsed.data, { updated_at: new Date().toISOString() });
    audit('chat_personality.update', personality);
    return HttpResponse.json({ personality, toast: 'Personalidade salva.' });
  }),
  http.delete('*/admin/console/chat_personalities/:id', ({ request, params }) => {
    if (!isAdmin(request)) return unauthorized();
    const s = pdb();
    const personality = s.personalities.find((p) => p.id === params.id);
    if (!personality) return notFound('Personalidade não encontrada.');
    if (personality.companies)
      return HttpResponse.json(
        { message: `Não dá para excluir: ${personality.companies} empresa(s) usam esta personalidade. Desative-a em vez disso.` },
        { status: 409 },
      );
    s.personalities = s.personalities.filter((p) => p !== personality);
    audit('chat_personality.delete', personality);
    return HttpResponse.json({ toast: 'Personalidade excluída.' });
  }),
  http.get('*/admin/console/dashboard', ({ request }) => {
    if (!isAdmin(request)) return unauthorized();
    const q = new URL(request.url).searchParams;
    const figures = {
      companies_paying: 128,
      companies_trial: 37,
      companies_blocked: 4,
      new_companies: 21,
      new_users: 26,
      mrr_cents: 2_521_600,
      secretary_messages: 18_342,
      bookings: 2_915,
      secretary_bookings: 1_874,
    };
    return HttpResponse.json({ figures, from: q.get('from'), to: q.get('to') });
  }),
  http.get('*/admin/console/notifications', ({ request }) => {
    if (!isAdmin(request)) return unauthorized();
    const status = new URL(request.url).searchParams.get('status') ?? 'all';
    const all = pdb().notifications;
    const list = all.filter((n) => status === 'all' || (status === 'read') === Boolean(n.read_at));
    const unread = all.filter((n) => !n.read_at).length;
    return HttpResponse.json({ notifications: list, total: list.length, all: all.length, unread, page: 1, page_size: 50 });
  }),
  http.post('*/admin/console/notifications', async ({ request }) => {
    if (!isAdmin(request)) return unauthorized();
    const parsed = ZAdminNotificationBody.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error);
    const sent = {
      id: crypto.randomUUID(),
      title: parsed.data.title,
      body: parsed.data.body,
      created_at: new Date().toISOString(),
      read_at: null,
      sent_by_email: 'admin@agendainteligente.com.br',
      company_id: '00000000-0000-4000-8000-00000000c001',
      company_name: 'Barbearia Demo',
      user_name: 'Rafael Souza',
      user_email: 'demo@agendainteligente.com.br',
    };
    pdb().notifications.unshift(sent);
    audit('notification.send', parsed.data);
    return HttpResponse.json({ recipients: 1, companies: 1, toast: 'Notificação enviada a 1 usuário(s) de 1 empresa(s).' });
  }),
];
