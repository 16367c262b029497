// Valid calls of the later admin routes (AI tools, personalities, dashboard, notifications) for the
// permission and audit walk of admin-permissions.integration.test.ts. A write gets a fresh row, so
// the walk may run it more than once (a delete deletes a new row each time).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { aiTools, chatPersonalities, clients, companies, scheduledMessages } from '../db/schema/index.js';

const short = () => randomUUID().slice(0, 8);
const toolBody = () => ({
  name: `tool_${short()}`,
  type: 'conversational' as const,
  description: 'Responde uma dúvida geral do cliente.',
  parameters: { type: 'object', properties: { question: { type: 'string' } } },
  is_active: true,
});
const personalityBody = () => ({
  slug: `p-${short()}`,
  name: 'Objetiva',
  description: null,
  instructions: 'Responda de forma curta e direta.',
  is_active: true,
});

export async function aiEditorSample(app: FastifyInstance, method: string, url: string): Promise<{ path: string; body?: unknown } | null> {
  const db = app.ctx.db;
  if (url.startsWith('/admin/console/dashboard')) return { path: `${url}?from=2026-01-01&to=2026-01-31` };
  if (url === '/admin/console/platform_events' || url === '/admin/console/scheduled_messages')
    return { path: `${url}?from=2026-01-01&to=2026-01-31` };
  if (url === '/admin/console/scheduled_messages/:id/cancel') {
    // A fresh pending message each time: the walk cancels it more than once.
    const [company] = await db.select({ id: companies.id }).from(companies).limit(1);
    const [client] = await db.insert(clients).values({ company_id: company!.id, name: 'Cliente da fila' }).returning();
    const [row] = await db
      .insert(scheduledMessages)
      .values({ company_id: company!.id, client_id: client!.id, type: 'auto_pilot', source: 'manual', content: 'Oi!', due_at: new Date() })
      .returning();
    return { path: url.replace(':id', row!.id) };
  }
  if (url === '/admin/console/tools/lookup') return { path: `${url}?q=ana%40example.com` };
  if (url === '/admin/console/integrations') return { path: `${url}?kind=instagram` };
  if (url === '/admin/console/notifications')
    return { path: url, body: method === 'POST' ? { company_id: null, title: 'Aviso', body: 'Texto do aviso.' } : undefined };
  if (url.startsWith('/admin/console/ai_tools')) {
    if (!url.includes(':id')) return { path: url, body: method === 'POST' ? toolBody() : undefined };
    const [row] = await db.insert(aiTools).values(toolBody()).returning();
    return { path: url.replace(':id', row!.id), body: method === 'PUT' ? toolBody() : undefined };
  }
  if (url.startsWith('/admin/console/chat_personalities')) {
    if (!url.includes(':id')) return { path: url, body: method === 'POST' ? personalityBody() : undefined };
    const [row] = await db.insert(chatPersonalities).values(personalityBody()).returning();
    return { path: url.replace(':id', row!.id), body: method === 'PUT' ? personalityBody() : undefined };
  }
  return null;
}
