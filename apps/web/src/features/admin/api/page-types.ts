// Shapes of the later back-office pages (subscriptions, plans, users, content) as the API returns them.
import type { TLandingSection } from '@agenda/shared/schemas/public-content';

export interface TAdminSubscriptionRow {
  id: string;
  company_id: string;
  company_name: string;
  company_slug: string;
  plan_title: string;
  gateway: string | null;
  end_at: string;
  total_value: number;
  extra_features_total_value: number;
  cancel_at_period_end: boolean;
  status: string;
  status_label: string;
  is_active: boolean;
}

export interface TAdminBill {
  id: string;
  status: string;
  ref_start_at: string;
  ref_end_at: string;
  total_value: number;
  due_at: string | null;
  paid_at: string | null;
  gateway: string | null;
  refunded_value: number;
  refunded_at: string | null;
  payments: { id: string; status: string; gateway: string; total_value: number; paid_at: string | null; created_at: string }[];
}

export interface TAdminPlan {
  id: string;
  identifier: string;
  title: string;
  subtitle: string | null;
  description: string | null;
  base_value: number;
  discount_value: number;
  total_value: number;
  trial_days: number;
  extra_features: string[];
  is_active: boolean;
  is_default: boolean;
}

export interface TAdminFeature {
  key: string;
  label: string;
  price: number;
}

export interface TAdminUserRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  created_at: string;
}

export interface TAdminUserPage {
  user: TAdminUserRow;
  companies: { id: string; name: string; slug: string; role: string; is_blocked: boolean }[];
  sessions: {
    id: string;
    ip: string | null;
    user_agent: string | null;
    created_at: string;
    last_used_at: string;
    expires_at: string;
    revoked_at: string | null;
  }[];
  events: { id: string; event_name: string; value: string | null; created_at: string }[];
}

export interface TAdminArticle {
  id: string;
  slug: string;
  title: string;
  description: string;
  content: string;
  category: 'tutorials' | 'tips' | 'news' | 'guides' | 'articles';
  image_url: string | null;
  published_at: string | null;
  updated_at: string;
}

export interface TAdminLandingPage {
  id: string;
  identifier: string;
  title: string;
  description: string;
  content: string;
  sections: TLandingSection[];
  published_at: string | null;
  updated_at: string;
}

export interface TAdminAiModel {
  id: string;
  name: string;
  provider: 'openai' | 'embedded';
  input_price_per_million: number;
  output_price_per_million: number;
  is_active: boolean;
}

export interface TAdminAiRun {
  id: string;
  created_at: string;
  company_id: string | null;
  company_name: string | null;
  chat_id: string | null;
  brain: string;
  model: string;
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
  latency_ms: number;
  tool_calls: number;
  error: string | null;
  cost_cents: number | null;
}

export interface TAdminCompanyMetric {
  id: string;
  name: string;
  slug: string;
  bookings: number;
  secretary_bookings: number;
  messages: number;
  handoffs: number;
  last_activity_at: string | null;
}
