import { authHandlers } from './auth-handlers';
import { companyHandlers } from './company-handlers';
import { generalHandlers } from './general-handlers';

/** Every call the SPA makes so far. */
export const handlers = [...authHandlers, ...companyHandlers, ...generalHandlers];
