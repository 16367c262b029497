// In-memory data of the secretary mocks (chats, FAQ, integrations, playground), one set per mock
// database: resetDb() starts a new one, so every test begins from the same seed.
import { db, userFromAuth, type TMockDb } from '../../db';
import type { TChat, TChatMessage } from '@/features/chats/api/chat-types';
import type { TFaq } from '@/features/faq/api/faq-types';
import type { TChannelIntegration } from '@/features/integrations/api/integration-types';

interface TMockSchedule {
  id: string;
  client_id: string;
  status: 'scheduled' | 'confirmed' | 'canceled' | 'confirmed_not_attended';
  start_at: string;
  end_at: string;
  interface: string;
  client_observation: string | null;
  service: { title: string; formatted_price: string | null };
  calendar: { title: string; color: string };
}

export interface TSecretaryState {
  chats: TChat[];
  messages: TChatMessage[];
  faqs: TFaq[];
  integrations: TChannelIntegration[];
  schedules: TMockSchedule[];
  extraFeatures: string[];
  playground: { offered: string[] };
  seq: number;
}

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

function chat(id: string, client: string, name: string, extra: Partial<TChat>): TChat {
  return {
    id,
    company_id: 'c-demo',
    client_id: client,
    channel: 'whatsapp',
    integration_id: 'i-wa',
    remote_id: '5511987654321',
    display_name: name,
    last_message_at: at(-HOUR),
    last_message_preview: '',
    unread_count: 0,
    is_transferred_to_human: false,
    transferred_at: null,
    assistant_suspended_until: null,
    is_assistant_active: true,
    last_sentiment: null,
    average_sentiment: null,
    admin_tags: [],
    created_at: at(-48 * HOUR),
    ...extra,
  };
}

function message(
  id: string,
  chatId: string,
  role: TChatMessage['role'],
  content: string,
  offsetMs: number,
  extra: Partial<TChatMessage> = {},
): TChatMessage {
  const outgoing = role !== 'client';
  return {
    id,
    chat_id: chatId,
    role,
    content,
    content_type: 'text',
    media: null,
    media_url: null,
    media_kind: null,
    media_mime_type: null,
    media_size: null,
    transcription: null,
    external_id: null,
    user_id: null,
    sentiment: null,
    delivery_status: outgoing ? 'read' : null,
    attempts: outgoing ? 1 : 0,
    last_error: null,
    sent_at: outgoing ? at(offsetMs) : null,
    created_at: at(offsetMs),
    actions: [],
    ...extra,
  };
}

function seed(): TSecretaryState {
  const tomorrow15 = new Date(Date.now() + 24 * HOUR);
  tomorrow15.setUTCHours(18, 0, 0, 0);
  const start = tomorrow15.toISOString();
  const end = new Date(tomorrow15.getTime() + 30 * 60_000).toISOString();
  return {
    chats: [
      chat('chat-joao', 'a0a0a0a0-0000-4000-8000-000000000001', 'João Pereira', {
        last_message_at: at(-5 * 60_000),
        last_message_preview: 'Prontinho! ✅ Seu horário de *Corte masculino* ficou agendado.',
        unread_count: 1,
        last_sentiment: 3,
        average_sentiment: 2,
      }),
      chat('chat-maria', 'a0a0a0a0-0000-4000-8000-000000000002', 'Maria Oliveira', {
        remote_id: '5511912345678',
        last_message_at: at(-2 * HOUR),
        last_message_preview: 'Quero falar com uma pessoa, por favor',
        is_transferred_to_human: true,
        transferred_at: at(-2 * HOUR),
        is_assistant_active: false,
        assistant_suspended_until: at(HOUR),
        last_sentiment: -2,
        average_sentiment: -1,
      }),
    ],
    messages: [
      message('m1', 'chat-joao', 'client', 'oi, tem horário pra corte amanhã de tarde?', -8 * 60_000),
      message(
        'm2',
        'chat-joao',
        'ai',
        'Olá, João! Para *Corte masculino* amanhã tenho estes horários:\n1) 13:00\n2) 15:00\n3) 17:30\n\nQual fica melhor pra você?',
        -7 * 60_000,
      ),
      message('m3', 'chat-joao', 'client', 'pode ser o segundo', -6 * 60_000),
      message('m4', 'chat-joao', 'ai', 'Prontinho! ✅ Seu horário de *Corte masculino* ficou agendado.', -5 * 60_000, {
        actions: [{ type: 'book', schedule_id: 'sch-1', start_at: start }],
      }),
      message('m5', 'chat-maria', 'client', 'Quero falar com uma pessoa, por favor', -2 * HOUR),
      message('m6', 'chat-maria', 'ai', 'Claro! Já chamei alguém da equipe para falar com você.', -2 * HOUR + 60_000, {
        actions: [{ type: 'transfer_to_human' }],
      }),
    ],
    faqs: [],
    integrations: [],
    schedules: [
      {
        id: 'sch-1',
        client_id: 'a0a0a0a0-0000-4000-8000-000000000001',
        status: 'scheduled',
        start_at: start,
        end_at: end,
        interface: 'ASSISTANT_CLIENT',
        client_observation: null,
        service: { title: 'Corte masculino', formatted_price: 'R$ 45,00' },
        calendar: { title: 'Carlos', color: '#2563eb' },
      },
    ],
    extraFeatures: [],
    playground: { offered: [] },
    seq: 100,
  };
}

const states = new WeakMap<TMockDb, TSecretaryState>();

/** The secretary data of the current mock database. */
export function sdb(): TSecretaryState {
  let s = states.get(db);
  if (!s) {
    s = seed();
    states.set(db, s);
  }
  return s;
}

export function nextId(prefix: string): string {
  return `${prefix}-${++sdb().seq}`;
}

export function authorized(request: Request): boolean {
  return Boolean(userFromAuth(request.headers.get('authorization')));
}

export function newMessage(chatId: string, role: TChatMessage['role'], content: string, extra: Partial<TChatMessage> = {}): TChatMessage {
  return message(nextId('m'), chatId, role, content, 0, extra);
}
