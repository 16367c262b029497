import type { IResolvers } from 'mercurius';
import { userTypeDefs } from './user-schema.js';
import { userResolvers } from './user-resolvers.js';
import { adminResolvers, adminTypeDefs } from './admin-schema.js';
import { clientResolvers, clientTypeDefs } from './client-schema.js';
import { generalResolvers, generalTypeDefs } from './general-schema.js';
import type { TGraphqlEndpoint } from '../plugins/graphql.js';
import { secretaryUserPart } from '../modules/secretary/graphql.js';
import { schedulingUserPart } from '../modules/scheduling/graphql.js';
import { schedulingPeopleUserPart } from '../modules/scheduling/graphql-people.js';
import { subscriptionUserPart } from '../modules/subscriptions/graphql.js';

/** A module's contribution to one endpoint: SDL using `extend type Query`, and its resolvers. */
export interface TGraphqlPart {
  typeDefs: string;
  resolvers: Record<string, Record<string, unknown>>;
}

function merge(base: TGraphqlPart, parts: TGraphqlPart[]): { typeDefs: string; resolvers: IResolvers } {
  const resolvers: Record<string, Record<string, unknown>> = {};
  for (const part of [base, ...parts]) {
    for (const [type, fields] of Object.entries(part.resolvers)) {
      resolvers[type] = typeof fields === 'object' && !(fields as object).constructor?.name?.startsWith('GraphQL') ? { ...resolvers[type], ...fields } : fields;
    }
  }
  return { typeDefs: [base.typeDefs, ...parts.map((p) => p.typeDefs)].join('\n'), resolvers: resolvers as IResolvers };
}

// Modules add their parts here, one line each.
const userParts: TGraphqlPart[] = [schedulingUserPart, schedulingPeopleUserPart, secretaryUserPart, subscriptionUserPart];
const clientParts: TGraphqlPart[] = [];
const adminParts: TGraphqlPart[] = [];
const generalParts: TGraphqlPart[] = [];

export function graphqlEndpoints(): TGraphqlEndpoint[] {
  return [
    { type: 'user', ...merge({ typeDefs: userTypeDefs, resolvers: userResolvers as never }, userParts) },
    { type: 'admin', ...merge({ typeDefs: adminTypeDefs, resolvers: adminResolvers as never }, adminParts) },
    { type: 'client', ...merge({ typeDefs: clientTypeDefs, resolvers: clientResolvers as never }, clientParts) },
    { type: 'general', ...merge({ typeDefs: generalTypeDefs, resolvers: generalResolvers as never }, generalParts) },
  ];
}
