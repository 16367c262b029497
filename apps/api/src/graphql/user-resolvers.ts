import type { TAppContext, TAuth } from '../lib/context.js';
import { unauthorized } from '../lib/app-error.js';
import { listUserCompanies } from '../modules/companies/service.js';
import { findUserById } from '../modules/users/service.js';
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
      // The user and their companies at once: two round trips in parallel instead of one after the other.
      const [user, companies] = await Promise.all([
        findUserById(ctx, context.auth.subjectId),
        listUserCompanies(ctx, context.auth.subjectId),
      ]);
      if (!user) throw unauthorized();
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
