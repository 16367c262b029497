import { schedulingGraphqlHandlers } from './scheduling/graphql-handlers';
import { schedulingPublicHandlers } from './scheduling/public-handlers';
import { schedulingRestHandlers } from './scheduling/rest-handlers';

/** Calendars, services, schedules, blocked periods, notifications and the public booking page. */
export const schedulingHandlers = [...schedulingGraphqlHandlers, ...schedulingRestHandlers, ...schedulingPublicHandlers];
