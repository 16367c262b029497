// User GraphQL queries of the people the scheduling forms pick: clients and company members.
import { z } from 'zod';
import type { TGraphqlPart } from '../../graphql/endpoints.js';
import type { TGraphqlContext } from '../../graphql/user-resolvers.js';
import { parseInput } from '../../lib/validation.js';
import { requireCompanyAccess } from '../companies/access.js';
import { CLIENT_SEARCH_MAX, listCompanyUsers, searchClients } from './service-people.js';

const typeDefs = /* GraphQL */ `
  type ClientPick { id: ID! name: String! phone: String email: String }
  type CompanyMember { id: ID! user_id: ID! name: String! email: String! role: String! calendar_ids: [ID!]! }
  extend type Query {
    "Clients whose name (accent-insensitive), phone digits or e-mail contain search; by name, at most 50."
    user_get_clients(company_id: ID!, search: String, limit: Int): [ClientPick!]!
    "Every member of the company with role and calendars (any member may read)."
    user_get_company_users(company_id: ID!): [CompanyMember!]!
  }
`;

const ZClientArgs = z.object({
  search: z.string().max(120, 'Busca muito longa.').nullish(),
  limit: z.number().int().min(1).max(CLIENT_SEARCH_MAX, `No máximo ${CLIENT_SEARCH_MAX}.`).nullish(),
});

type TArgs = Record<string, unknown>;
const access = (context: TGraphqlContext, companyId: unknown) =>
  requireCompanyAccess(context.app.ctx, context.auth, String(companyId ?? ''));

export const schedulingPeopleUserPart: TGraphqlPart = {
  typeDefs,
  resolvers: {
    Query: {
      user_get_clients: async (_r: unknown, args: TArgs, context: TGraphqlContext) => {
        const a = await access(context, args.company_id);
        return searchClients(context.app.ctx, a, parseInput(ZClientArgs, { search: args.search, limit: args.limit }));
      },
      user_get_company_users: async (_r: unknown, args: TArgs, context: TGraphqlContext) => {
        const a = await access(context, args.company_id);
        return listCompanyUsers(context.app.ctx, a);
      },
    },
  },
};
