// GraphQL of subscriptions on the user endpoint: the enable-feature modal's options (docs/spec.md §7).
import type { TGraphqlPart } from '../../graphql/endpoints.js';
import type { TGraphqlContext } from '../../graphql/user-resolvers.js';
import { requireCompanyAccess } from '../companies/access.js';
import { extraFeatureOptions } from './extra-features.js';

const typeDefs = /* GraphQL */ `
  type ExtraFeatureOption {
    key: String!
    title: String!
    description: String!
    "Monthly price in cents (BRL)."
    price: Int!
    formatted_price: String!
    quantity: Int!
    "In the plan or bought on the current subscription."
    enabled: Boolean!
    in_plan: Boolean!
    "Bought and switched off: it keeps working until this instant (the period end)."
    disable_at: String
    "What enabling it now adds once to the next bill: the share of the price for the rest of the period (0 in a trial)."
    prorated_value: Int!
    "The next bill's amount for this feature if enabled now: prorated_value + the monthly price."
    next_bill_value: Int!
    remaining_days: Int!
  }
  extend type Subscription {
    extra_features_total_value: Int!
    overall_total_value: Int!
    overall_total_value_decimal: Float!
  }
  extend type Query {
    user_subscription_extra_features_options(company_id: ID!): [ExtraFeatureOption!]!
  }
`;

export const subscriptionUserPart: TGraphqlPart = {
  typeDefs,
  resolvers: {
    Query: {
      user_subscription_extra_features_options: async (_r: unknown, args: { company_id: string }, c: TGraphqlContext) => {
        const a = await requireCompanyAccess(c.app.ctx, c.auth, args.company_id);
        return extraFeatureOptions(c.app.ctx, a.companyId);
      },
    },
  },
};
