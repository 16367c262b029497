// A tiny typed event bus: modals, socket messages and the root behaviours talk through it,
// so features never import each other.
import type { TTwoFactorOpenPayload } from './two-factor-types';

export interface TScheduleFormOpenPayload {
  /** Edit this schedule; without it the form creates one. */
  scheduleId?: string | null;
  /** Start on the reschedule step (suggested free slots). */
  reschedule?: boolean;
  calendarId?: string | null;
  serviceId?: string | null;
  /** 'YYYY-MM-DD' and 'HH:mm' in the company's timezone. */
  date?: string | null;
  time?: string | null;
}

export interface AppEvents {
  'two-factor:open': TTwoFactorOpenPayload;
  'two-factor:reopen': undefined;
  'two-factor:close': undefined;
  'two-factor:verification-started': { action: string; phone: string };
  'two-factor:verified': { action: string; phone: string; code: string };
  'modals:close-all': undefined;
  'menus:collapse': undefined;
  'company-blocked:open': undefined;
  'subscription-upgrade:open': undefined;
  'company-form:open': undefined;
  'onboarding:open-form': { step: string };
  /** The FAQ form of /app/perguntas-frequentes: an entry to edit, or null for a new one. */
  'faq-form:open': { faq_id: string | null };
  /** The "testar assistente" chat with the real brain on the test channel. */
  'test-chat:open': undefined;
  'instagram-redirect:open': undefined;
  /** The extra-feature gate of docs/spec.md §4 for a feature key (company_media, instagram, …). */
  'extra-feature:open': { feature: string };
  'cropper:open': { file: File; aspect: number; onDone: (blob: Blob) => void };
  'clear-local-cache': undefined;
  'post-redirect': { path: string };
  'user:reload': undefined;
  'companies:reload': undefined;
  /** The schedule form drawer (docs/spec.md §2 "Modals and drawers"): a schedule to edit, or defaults for a new one. */
  'schedule-form:open': TScheduleFormOpenPayload;
  'service-form:open': { serviceId?: string | null };
  'calendar-form:open': { calendarId?: string | null };
  /** Events pushed by the server through the socket are re-emitted under their own name. */
  [serverEvent: `server:${string}`]: unknown;
}

type Handler<T> = (payload: T) => void;
const handlers = new Map<string, Set<Handler<unknown>>>();

export function on<K extends keyof AppEvents>(name: K, handler: Handler<AppEvents[K]>): () => void {
  const key = String(name);
  let set = handlers.get(key);
  if (!set) {
    set = new Set();
    handlers.set(key, set);
  }
  set.add(handler as Handler<unknown>);
  return () => {
    set.delete(handler as Handler<unknown>);
  };
}

export function emit<K extends keyof AppEvents>(name: K, ...payload: AppEvents[K] extends undefined ? [] : [AppEvents[K]]): void {
  const set = handlers.get(String(name));
  if (!set) return;
  for (const h of [...set]) h(payload[0] as unknown);
}
