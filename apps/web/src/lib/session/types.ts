// Client-side shapes of the session entities (docs/spec.md §3 "Logged user", "Company").
// The request/entity zod schemas live in @agenda/shared/schemas; these types only describe
// what the SPA reads and keep every field optional-tolerant.
import type { TSubscriptionStatus } from '@agenda/shared/subscription';

export type TSessionType = 'user' | 'admin' | 'client';

interface TIntegration {
  id: string | number;
  identifier?: string | null;
  channel: string;
  connection_status?: string | null;
  last_connected_at?: string | null;
  [key: string]: unknown;
}

interface TCurrentSubscription {
  id: string | number;
  status: TSubscriptionStatus;
  is_active: boolean;
  remaining_days?: number | null;
  end_at?: string | null;
  plan?: { id: string | number; title: string } | null;
}

export interface TSessionCompany {
  id: string | number;
  owner_id: string | number;
  slug: string;
  name: string;
  field?: string | null;
  description?: string | null;
  phone?: string | null;
  website?: string | null;
  instagram?: string | null;
  google?: string | null;
  is_active?: boolean;
  is_blocked?: boolean;
  /** Set by an admin: the inactive-subscription check of docs/spec.md §4 does not apply to this company. */
  ignore_inactive_subscription?: boolean;
  timezone?: string | null;
  currency?: string | null;
  assistant_language?: string | null;
  onboarding?: Record<string, boolean> | null;
  avatar_url?: string | null;
  cover_url?: string | null;
  /** Opening hours (docs/spec.md §3 "Work day"); dow 0 = Sunday. */
  workdays?: { dow: number; is_available: boolean; work_hours: { start: string; end: string }[] }[] | null;
  cancelation_observations?: string | null;
  /** Shown on the public page with a map link; the secretary answers it. */
  address?: string | null;
  /** The secretary's manhã/tarde/noite windows; null = the defaults. */
  day_parts?: Record<'morning' | 'afternoon' | 'evening', { from: string; to: string }> | null;
  last_purchase_event_sent_at?: string | null;
  integrations?: TIntegration[] | null;
  calendars?: { id: string | number; title: string; color?: string | null; is_active?: boolean }[] | null;
  current_subscription?: TCurrentSubscription | null;
  logged_user_company_user?: { id: string | number; role?: string | null; calendar_ids?: (string | number)[] | null } | null;
  [key: string]: unknown;
}

export interface TSessionUser {
  id: string | number;
  name: string;
  email?: string | null;
  phone?: string | null;
  sharing_code?: string | null;
  username?: string | null;
  avatar_url?: string | null;
  role?: string | null;
  timezone?: string | null;
  last_company_selected_id?: string | number | null;
  full_name?: string | null;
  milestones?: unknown;
  has_google_calendar_integration?: boolean;
  companies?: TSessionCompany[];
  [key: string]: unknown;
}

export interface TSessionAdmin {
  id: string | number;
  email: string;
  name?: string | null;
  timezone?: string | null;
}

export interface TSessionClient {
  id: string | number;
  name: string;
  phone: string;
  company_id: string | number;
}
