import { listPublicPlans } from '../modules/subscriptions/service.js';
import { JSONScalar } from './json-scalar.js';
import type { TGraphqlContext } from './user-resolvers.js';

// Public queries (no token): what the pricing and payment-method pages show.
export const generalTypeDefs = /* GraphQL */ `
  scalar JSON
  type PublicPlan {
    id: ID!
    identifier: String!
    title: String!
    subtitle: String
    description: String
    base_value: Int!
    discount_value: Int!
    total_value: Int!
    trial_days: Int!
    meta: JSON
    extra_features: [String!]!
  }
  type Query {
    plans: [PublicPlan!]!
  }
`;

export const generalResolvers = {
  JSON: JSONScalar,
  Query: {
    plans: (_root: unknown, _args: unknown, context: TGraphqlContext) => listPublicPlans(context.app.ctx),
  },
};
