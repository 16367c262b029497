import { unauthorized } from '../lib/app-error.js';
import { adminDto, findAdmin } from '../modules/admins/service.js';
import type { TGraphqlContext } from './user-resolvers.js';

export const adminTypeDefs = /* GraphQL */ `
  type Admin {
    id: ID!
    email: String!
    name: String!
    timezone: String!
    is_super_admin: Boolean!
  }
  type Query {
    loggedAdmin: Admin!
  }
`;

export const adminResolvers = {
  Query: {
    loggedAdmin: async (_root: unknown, _args: unknown, context: TGraphqlContext) => {
      const admin = await findAdmin(context.app.ctx, context.auth.subjectId);
      if (!admin) throw unauthorized();
      return adminDto(context.app.ctx, admin);
    },
  },
};
