// Every call of the AI secretary screens (issue 5): chats, FAQ, playground, integrations, GraphQL.
import { chatsHandlers } from './secretary/chats-handlers';
import { faqHandlers } from './secretary/faq-handlers';
import { secretaryGraphqlHandlers } from './secretary/graphql-handlers';
import { integrationsHandlers } from './secretary/integrations-handlers';
import { playgroundHandlers } from './secretary/playground-handlers';

export const secretaryHandlers = [
  ...secretaryGraphqlHandlers,
  ...faqHandlers,
  ...chatsHandlers,
  ...playgroundHandlers,
  ...integrationsHandlers,
];
