// GraphQL queries of the secretary on the user endpoint: chats, messages, FAQ, integrations, notifications.
import { z } from 'zod';
import { ZChatListQuery, ZChatMessagesQuery } from '@agenda/shared/schemas/secretary';
import type { TGraphqlPart } from '../../graphql/endpoints.js';
import type { TGraphqlContext } from '../../graphql/user-resolvers.js';
import { parseInput } from '../../lib/validation.js';
import { requireCompanyAccess } from '../companies/access.js';
import { listIntegrations } from '../channels/service.js';
import { getChat, listChats } from './chats.js';
import { listFaqs } from './faq.js';
import { listModelRuns } from './repo-runs.js';

const typeDefs = /* GraphQL */ `
  type Chat {
    id: ID!
    company_id: ID!
    client_id: ID!
    channel: String!
    integration_id: ID
    remote_id: String!
    display_name: String!
    last_message_at: String
    last_message_preview: String
    unread_count: Int!
    is_transferred_to_human: Boolean!
    transferred_at: String
    assistant_suspended_until: String
    is_assistant_active: Boolean!
    last_sentiment: Int
    average_sentiment: Float
    admin_tags: [String!]!
    created_at: String!
  }
  type ChatMessage {
    id: ID!
    chat_id: ID!
    role: String!
    content: String!
    content_type: String!
    media: JSON
    media_url: String
    media_kind: String
    media_mime_type: String
    media_size: Int
    transcription: String
    external_id: String
    user_id: ID
    sentiment: Int
    delivery_status: String
    attempts: Int!
    last_error: String
    sent_at: String
    created_at: String!
    actions: JSON!
  }
  type ChatWithMessages {
    chat: Chat!
    messages: [ChatMessage!]!
  }
  type Faq {
    id: ID!
    company_id: ID!
    service_id: ID
    question: String!
    answer: String!
    order: Int!
    type: String!
    readability: JSON
    created_at: String!
    updated_at: String!
  }
  type AiModelRun {
    id: ID!
    chat_id: ID
    brain: String!
    model: String!
    prompt_tokens: Int!
    completion_tokens: Int!
    total_tokens: Int!
    latency_ms: Int!
    tool_calls: JSON
    error: String
    created_at: String!
  }
  extend type Integration {
    read_message_option: String
  }
  extend type Query {
    user_get_chats(company_id: ID!, sort: String, search: String, client_id: ID, limit: Int, offset: Int): [Chat!]!
    user_get_chat(company_id: ID!, chat_id: ID!, before: String, limit: Int): ChatWithMessages!
    user_get_faqs(company_id: ID!): [Faq!]!
    user_get_integrations(company_id: ID!): [Integration!]!
    user_get_ai_model_runs(company_id: ID!, limit: Int): [AiModelRun!]!
  }
`;

type TArgs = Record<string, unknown> & { company_id: string };
const clean = (args: Record<string, unknown>) => Object.fromEntries(Object.entries(args).filter(([, v]) => v !== null && v !== undefined));

export const secretaryUserPart: TGraphqlPart = {
  typeDefs,
  resolvers: {
    Query: {
      user_get_chats: async (_r: unknown, args: TArgs, c: TGraphqlContext) => {
        const a = await requireCompanyAccess(c.app.ctx, c.auth, args.company_id);
        const { company_id: _c, ...rest } = clean(args);
        return listChats(c.app.ctx, a.companyId, parseInput(ZChatListQuery, rest));
      },
      user_get_chat: async (_r: unknown, args: TArgs & { chat_id: string }, c: TGraphqlContext) => {
        const a = await requireCompanyAccess(c.app.ctx, c.auth, args.company_id);
        const { company_id: _c, chat_id, ...rest } = clean(args);
        return getChat(c.app.ctx, a.companyId, String(chat_id), parseInput(ZChatMessagesQuery, rest));
      },
      user_get_faqs: async (_r: unknown, args: TArgs, c: TGraphqlContext) => {
        const a = await requireCompanyAccess(c.app.ctx, c.auth, args.company_id);
        return listFaqs(c.app.ctx, a.companyId);
      },
      user_get_integrations: async (_r: unknown, args: TArgs, c: TGraphqlContext) => {
        const a = await requireCompanyAccess(c.app.ctx, c.auth, args.company_id);
        return listIntegrations(c.app.ctx, a.companyId);
      },
      user_get_ai_model_runs: async (_r: unknown, args: TArgs & { limit?: number }, c: TGraphqlContext) => {
        const a = await requireCompanyAccess(c.app.ctx, c.auth, args.company_id, ['owner', 'admin']);
        const limit = parseInput(z.number().int().min(1).max(200).default(50), args.limit ?? undefined);
        const rows = await listModelRuns(c.app.ctx.db, a.companyId, limit);
        return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
      },
    },
  },
};
