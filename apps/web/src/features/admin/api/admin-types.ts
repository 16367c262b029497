// Shapes the back-office pages read from /admin/… (apps/api/src/modules/admin-console).
import type { TAdminChatTag, TAdminCompanyTag } from '@agenda/shared/schemas/admin';

interface TAdminSubscription {
  id: string;
  status: string;
  status_label: string;
  start_at: string;
  end_at: string;
  is_active: boolean;
  remaining_days: number;
  total_value: number;
  plan: { id: string; title: string };
}

interface TAdminCompany {
  id: string;
  slug: string;
  name: string;
  field: string;
  tags: TAdminCompanyTag[];
  is_blocked: boolean;
  blocked_reason: string | null;
  ignore_inactive_subscription: boolean;
  feature_flags: string[];
  timezone: string;
  created_at: string;
}

export interface TAdminCompanyRow extends TAdminCompany {
  owner: { name: string; email: string; phone: string };
  subscription: TAdminSubscription | null;
}

export interface TAdminCompanyPage {
  company: TAdminCompany & {
    description: string | null;
    phone: string | null;
    address: string | null;
    custom_assistant_name: string | null;
  };
  owner: { id: string; name: string; email: string; phone: string } | null;
  members: { user_id: string; name: string; email: string; phone: string; role: string }[];
  integrations: {
    id: string;
    channel: string;
    identifier: string;
    connection_status: string;
    connection_status_info: string | null;
    last_connected_at: string | null;
  }[];
  agendas: { id: string; title: string; color: string }[];
  payment_methods: {
    id: string;
    gateway: string;
    brand: string | null;
    last_four: string | null;
    exp_month: number | null;
    exp_year: number | null;
  }[];
  events: { id: string; event_name: string; value: string | null; created_at: string }[];
  subscription: TAdminSubscription | null;
  counts: { clients: number; schedules: number; chats: number };
}

export interface TAdminChat {
  id: string;
  company_id: string;
  company_name: string;
  company_slug: string;
  channel: string;
  display_name: string;
  last_message_at: string | null;
  last_message_preview: string | null;
  is_transferred_to_human: boolean;
  last_sentiment: number | null;
  average_sentiment: number | null;
  admin_tags: TAdminChatTag[];
}

export interface TAdminMessage {
  id: string;
  role: 'client' | 'ai' | 'user' | 'admin';
  content: string;
  content_type: string;
  created_at: string;
}

export interface TAdminRun {
  id: string;
  brain: string;
  model: string;
  total_tokens: number;
  latency_ms: number;
  tool_calls: unknown[];
  dialogue_state: Record<string, unknown> | null;
  error: string | null;
  created_at: string;
}

export interface TWebhookEvent {
  id: string;
  provider: string;
  kind: string;
  company_id: string | null;
  status: 'pending' | 'processing' | 'done' | 'ignored' | 'failed';
  attempts: number;
  error: string | null;
  payload: Record<string, unknown>;
  created_at: string;
  processed_at: string | null;
}

export interface TAuditLog {
  id: string;
  action: string;
  target_type: string;
  target_id: string | null;
  company_id: string | null;
  before: unknown;
  after: unknown;
  created_at: string;
  admin: { email: string; name: string };
}

export interface TAdminRole {
  id: string;
  name: string;
  permissions: string[];
}

export interface TStaffAdmin {
  id: string;
  email: string;
  name: string;
  role_id: string | null;
  is_super_admin: boolean;
}
