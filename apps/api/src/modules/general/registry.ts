import type { z } from 'zod';
import type { TAppContext } from '../../lib/context.js';
import type { TCompanyAccess } from '../companies/access.js';

/**
 * The allow-list behind `general/update_or_create` and `general/delete`: an entity no module
 * declares (modules/index.ts, `entities`) cannot be written through the generic calls.
 */
export interface TGeneralEntity<S extends z.ZodType = z.ZodType> {
  schema: S;
  roles?: TCompanyAccess['role'][];
  upsert?: (ctx: TAppContext, access: TCompanyAccess, id: string | null, data: z.infer<S>) => Promise<unknown>;
  /** `data` is the optional `data` of the delete body (e.g. `{ scope }`). */
  remove?: (ctx: TAppContext, access: TCompanyAccess, id: string, data: Record<string, unknown>) => Promise<void>;
}

/** Types `data` from the schema where the entity is written; the list holds them untyped. */
export function defineGeneralEntity<S extends z.ZodType>(entity: TGeneralEntity<S>): TGeneralEntity {
  return entity as unknown as TGeneralEntity;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every module's general entities by name (app.ts builds it from the module list). */
    generalEntities: ReadonlyMap<string, TGeneralEntity>;
  }
}
