// The permission table on GraphQL (docs/permissions.md): every query and mutation field of an endpoint must be
// listed in GRAPHQL_FIELDS (packages/shared/src/permissions.ts) or the app does not boot. A field whose
// permission leaves a role out is wrapped in the check REST routes use (memberFirst → requireCompanyAccess
// with the permission's roles) on its `company_id` argument, before its resolver runs; a field every member may
// use keeps the membership check its resolver does with that same function.
import { COMPANY_USER_ROLES } from '@agenda/shared/company';
import { GRAPHQL_FIELDS, isPermission, rolesFor, type TGraphqlAccess } from '@agenda/shared/permissions';
import { requireCompanyAccess } from '../modules/companies/access.js';
import type { TGraphqlContext } from './user-resolvers.js';

type TEndpointName = keyof typeof GRAPHQL_FIELDS;
type TResolver = (root: unknown, args: Record<string, unknown>, context: TGraphqlContext, info: unknown) => unknown;

export function guardFields(type: TEndpointName, resolvers: Record<string, Record<string, unknown>>): void {
  const table: Record<string, TGraphqlAccess> = GRAPHQL_FIELDS[type];
  for (const operation of ['Query', 'Mutation']) {
    const fields = resolvers[operation];
    if (!fields) continue;
    for (const [name, resolve] of Object.entries(fields)) {
      const access = table[name];
      if (!access)
        throw new Error(`GraphQL ${type} ${operation}.${name} is missing from GRAPHQL_FIELDS (packages/shared/src/permissions.ts)`);
      if (!isPermission(access)) continue;
      const roles = rolesFor(access);
      if (roles.length === COMPANY_USER_ROLES.length) continue;
      const inner = resolve as TResolver;
      fields[name] = async (root: unknown, args: Record<string, unknown>, context: TGraphqlContext, info: unknown) => {
        await requireCompanyAccess(context.app.ctx, context.auth, String(args.company_id ?? ''), roles);
        return inner(root, args, context, info);
      };
    }
  }
}
