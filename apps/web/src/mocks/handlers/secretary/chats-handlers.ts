import { http, HttpResponse } from 'msw';
import type { TChat } from '@/features/chats/api/chat-types';
import { authorized, newMessage, sdb } from './secretary-db';

const unauthorized = () => HttpResponse.json({ message: 'Unauthorized access' }, { status: 401 });
const notFound = () => HttpResponse.json({ message: 'Conversa não encontrada.' }, { status: 404 });

const SORTS: Record<string, (a: TChat, b: TChat) => number> = {
  last_message: (a, b) => (b.last_message_at ?? '').localeCompare(a.last_message_at ?? ''),
  transfer_to_human: (a, b) =>
    Number(b.is_transferred_to_human) - Number(a.is_transferred_to_human) ||
    (b.last_message_at ?? '').localeCompare(a.last_message_at ?? ''),
  display_name: (a, b) => a.display_name.localeCompare(b.display_name, 'pt-BR'),
  average_sentiment: (a, b) => (a.average_sentiment ?? 0) - (b.average_sentiment ?? 0),
  last_sentiment: (a, b) => (a.last_sentiment ?? 0) - (b.last_sentiment ?? 0),
};

function find(id: unknown) {
  return sdb().chats.find((c) => c.id === id);
}

function replace(chat: TChat) {
  const s = sdb();
  s.chats = s.chats.map((c) => (c.id === chat.id ? chat : c));
  return chat;
}

/** GET/POST /user/{company}/chats… (docs/spec.md §3 inbox, issue 5 REST). */
export const chatsHandlers = [
  http.get('*/user/:company/chats', ({ request }) => {
    if (!authorized(request)) return unauthorized();
    const url = new URL(request.url);
    const search = url.searchParams.get('search')?.toLowerCase();
    const clientId = url.searchParams.get('client_id');
    const sort = SORTS[url.searchParams.get('sort') ?? 'last_message'] ?? SORTS.last_message!;
    const chats = sdb()
      .chats.filter((c) => !clientId || c.client_id === clientId)
      .filter((c) => !search || `${c.display_name} ${c.remote_id} ${c.last_message_preview}`.toLowerCase().includes(search))
      .sort(sort);
    return HttpResponse.json({ chats });
  }),
  http.get('*/user/:company/chats/:chat', ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    const chat = find(params.chat);
    if (!chat) return notFound();
    return HttpResponse.json({ chat, messages: sdb().messages.filter((m) => m.chat_id === chat.id) });
  }),
  http.post('*/user/:company/chats/:chat/messages', async ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    const chat = find(params.chat);
    if (!chat) return notFound();
    const { content } = (await request.json()) as { content: string };
    const message = newMessage(chat.id, 'user', content, { delivery_status: 'pending', user_id: 'u-demo', attempts: 0, sent_at: null });
    sdb().messages.push(message);
    const updated = replace({
      ...chat,
      last_message_at: message.created_at,
      last_message_preview: content.slice(0, 140),
      is_transferred_to_human: false,
      unread_count: 0,
      is_assistant_active: false,
      assistant_suspended_until: new Date(Date.now() + 2 * 3_600_000).toISOString(),
    });
    return HttpResponse.json({ chat: updated, message });
  }),
  http.post('*/user/:company/chats/:chat/transfer', ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    const chat = find(params.chat);
    if (!chat) return notFound();
    const until = new Date(Date.now() + 2 * 3_600_000).toISOString();
    return HttpResponse.json({
      chat: replace({
        ...chat,
        is_transferred_to_human: true,
        transferred_at: new Date().toISOString(),
        is_assistant_active: false,
        assistant_suspended_until: until,
      }),
    });
  }),
  http.post('*/user/:company/chats/:chat/resume', ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    const chat = find(params.chat);
    if (!chat) return notFound();
    return HttpResponse.json({
      chat: replace({ ...chat, is_transferred_to_human: false, is_assistant_active: true, assistant_suspended_until: null }),
    });
  }),
  http.post('*/user/:company/chats/:chat/read', ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    const chat = find(params.chat);
    if (!chat) return notFound();
    return HttpResponse.json({ chat: replace({ ...chat, unread_count: 0 }) });
  }),
];
