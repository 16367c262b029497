import type { z } from 'zod';
import type { TAppContext } from '../../lib/context.js';
import type { TCompanyAccess } from '../companies/access.js';

/**
 * The allow-list behind `general/update_or_create` and `general/delete`: an entity not registered
 * here cannot be written through the generic calls. Each module registers its own entities.
 */
export interface TGeneralEntity<S extends z.ZodType = z.ZodType> {
  schema: S;
  roles?: TCompanyAccess['role'][];
  upsert?: (ctx: TAppContext, access: TCompanyAccess, id: string | null, data: z.infer<S>) => Promise<unknown>;
  /** `data` is the optional `data` of the delete body (e.g. `{ scope }`). */
  remove?: (ctx: TAppContext, access: TCompanyAccess, id: string, data: Record<string, unknown>) => Promise<void>;
}

const entities = new Map<string, TGeneralEntity>();

export function registerGeneralEntity<S extends z.ZodType>(name: string, entity: TGeneralEntity<S>): void {
  entities.set(name, entity as unknown as TGeneralEntity);
}

export const generalEntity = (name: string) => entities.get(name);
