import { authHandlers } from './auth-handlers';
import { companyHandlers } from './company-handlers';
import { generalHandlers } from './general-handlers';
import { schedulingHandlers } from './scheduling-handlers';
import { secretaryHandlers } from './secretary-handlers';

/** Every call the SPA makes so far. */
// The secretary's and scheduling's go first: their GraphQL and generic-write handlers fall through for other callers.
export const handlers = [...secretaryHandlers, ...schedulingHandlers, ...authHandlers, ...companyHandlers, ...generalHandlers];
