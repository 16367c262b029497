import { unauthorized } from '../lib/app-error.js';
import { clientDto, findClient } from '../modules/clients/repo.js';
import type { TGraphqlContext } from './user-resolvers.js';

export const clientTypeDefs = /* GraphQL */ `
  type Client {
    id: ID!
    name: String!
    phone: String
    email: String
    company_id: ID!
  }
  type Query {
    loggedClient: Client!
  }
`;

export const clientResolvers = {
  Query: {
    loggedClient: async (_root: unknown, _args: unknown, context: TGraphqlContext) => {
      const { companyId, subjectId } = context.auth;
      const client = companyId ? await findClient(context.app.ctx, companyId, subjectId) : undefined;
      if (!client) throw unauthorized();
      return clientDto(client);
    },
  },
};
