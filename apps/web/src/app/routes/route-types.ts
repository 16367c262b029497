import type { ComponentType } from 'react';

export type TLayoutName = 'admin' | 'app' | 'affiliates' | 'blog' | 'company' | 'default' | 'login';
export type TGuardName = 'none' | 'check-auth' | 'check-admin-auth';

export type TPageLoader = () => Promise<ComponentType>;

export interface TRouteDef {
  /** Route name (unique id). */
  name: string;
  /** The page title (document.title: "Título | Agenda Inteligente"; on a company page "Empresa | Título"). */
  title: string;
  path: string;
  layout: TLayoutName;
  guard: TGuardName;
  /** The built page, loaded lazily with its area chunk. */
  page: TPageLoader;
  /** Public pages with a slight fade transition. */
  fade?: boolean;
}
