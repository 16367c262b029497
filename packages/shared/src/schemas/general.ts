import { z } from 'zod';

/** The generic write call of docs/spec.md §7: each entity is on a server allow-list with its own data schema. */
export const ZGeneralUpdateOrCreateBody = z.object({
  entity: z.string({ error: 'Informe a entidade.' }).min(1).max(60),
  id: z.string().max(64).nullable().optional(),
  data: z.record(z.string(), z.unknown()).default({}),
});

export const ZGeneralDeleteBody = z.object({
  entity: z.string({ error: 'Informe a entidade.' }).min(1).max(60),
  id: z.string({ error: 'Informe o registro.' }).min(1).max(64),
  data: z.record(z.string(), z.unknown()).optional(),
});
