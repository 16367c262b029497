import type { IResolvers } from 'mercurius';
import { userTypeDefs } from './user-schema.js';
import { userResolvers } from './user-resolvers.js';
import { adminResolvers, adminTypeDefs } from './admin-schema.js';
import { clientResolvers, clientTypeDefs } from './client-schema.js';
import { generalResolvers, generalTypeDefs } from './general-schema.js';
import type { TGraphqlEndpoint } from '../plugins/graphql.js';
import { guardFields } from './field-permissions.js';

/** A module's contribution to one endpoint: SDL using `extend type Query`, and its resolvers. */
export interface TGraphqlPart {
  typeDefs: string;
  resolvers: Record<string, Record<string, unknown>>;
}

/** What the modules add to each endpoint (modules/index.ts, `graphql`). */
export type TGraphqlParts = Partial<Record<TGraphqlEndpoint['type'], TGraphqlPart[]>>;

function merge(type: TGraphqlEndpoint['type'], base: TGraphqlPart, parts: TGraphqlPart[]): { typeDefs: string; resolvers: IResolvers } {
  const resolvers: Record<string, Record<string, unknown>> = {};
  for (const part of [base, ...parts]) {
    for (const [type, fields] of Object.entries(part.resolvers)) {
      resolvers[type] =
        typeof fields === 'object' && !(fields as object).constructor?.name?.startsWith('GraphQL')
          ? { ...resolvers[type], ...fields }
          : fields;
    }
  }
  guardFields(type, resolvers);
  return { typeDefs: [base.typeDefs, ...parts.map((p) => p.typeDefs)].join('\n'), resolvers: resolvers as IResolvers };
}

/** The four endpoints: each base schema with the parts the modules declare for it, each field under the permission table. */
export function graphqlEndpoints(parts: TGraphqlParts): TGraphqlEndpoint[] {
  return [
    { type: 'user', ...merge('user', { typeDefs: userTypeDefs, resolvers: userResolvers as never }, parts.user ?? []) },
    { type: 'admin', ...merge('admin', { typeDefs: adminTypeDefs, resolvers: adminResolvers as never }, parts.admin ?? []) },
    { type: 'client', ...merge('client', { typeDefs: clientTypeDefs, resolvers: clientResolvers as never }, parts.client ?? []) },
    { type: 'general', ...merge('general', { typeDefs: generalTypeDefs, resolvers: generalResolvers as never }, parts.general ?? []) },
  ];
}
