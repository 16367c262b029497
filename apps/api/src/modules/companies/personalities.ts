// The secretary personalities a company may pick (/assistente "Jeito de falar"): the ones the platform's staff
// keep in /admin/chat_personality. A company keeps the one it already uses even after the staff deactivate
// it, so a saved choice never silently changes.
import type { TAppContext } from '../../lib/context.js';
import { AppError } from '../../lib/app-error.js';
import type { TGraphqlPart } from '../../graphql/endpoints.js';
import type { TGraphqlContext } from '../../graphql/user-resolvers.js';
import { requireCompanyAccess } from './access.js';
import { currentPersonalitySlug, isActivePersonality, selectPersonalities } from './repo-personalities.js';

/** company/update accepts an active personality, the one the company already has, or none (the default tone). */
export async function assertPersonalityAllowed(ctx: TAppContext, companyId: string, slug: string | null | undefined) {
  if (!slug || slug === (await currentPersonalitySlug(ctx, companyId))) return;
  if (!(await isActivePersonality(ctx, slug))) throw new AppError(422, 'Personalidade indisponível. Escolha uma das opções da lista.');
}

export const personalitiesUserPart: TGraphqlPart = {
  typeDefs: /* GraphQL */ `
    type ChatPersonality {
      slug: String!
      name: String!
      description: String
      is_active: Boolean!
    }
    extend type Query {
      user_get_chat_personalities(company_id: ID!): [ChatPersonality!]!
    }
  `,
  resolvers: {
    Query: {
      user_get_chat_personalities: async (_r: unknown, args: { company_id: string }, c: TGraphqlContext) => {
        const { companyId } = await requireCompanyAccess(c.app.ctx, c.auth, args.company_id);
        return selectPersonalities(c.app.ctx, await currentPersonalitySlug(c.app.ctx, companyId));
      },
    },
  },
};
