import type { TAppContext, TAuth } from '../lib/context.js';
import { unauthorized } from '../lib/app-error.js';
import { loggedUserWithCompanies } from '../modules/companies/service.js';
import { DateTimeScalar, JSONScalar } from './json-scalar.js';

export interface TGraphqlContext {
  app: { ctx: TAppContext };
  auth: TAuth;
}

export const userResolvers = {
  JSON: JSONScalar,
  DateTime: DateTimeScalar,
  Query: {
    loggedUser: async (_root: unknown, _args: unknown, context: TGraphqlContext) => {
      const ctx = context.app.ctx;
      // The user, their companies, memberships, subscriptions and integrations in one read.
      const found = await loggedUserWithCompanies(ctx, context.auth.subjectId);
      if (!found) throw unauthorized();
      const { user, companies } = found;
      const { password_hash: _hash, referral_code: _ref, ...profile } = user;
      return {
        ...profile,
        full_name: user.name,
        avatar_url: user.avatar_path,
        // Only companies the user is a member of are ever loaded here.
        companies,
      };
    },
  },
};
