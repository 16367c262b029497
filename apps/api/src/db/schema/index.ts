// Drizzle needs every table in one object; this is the only aggregate file of the schema.
export * from './users.js';
export * from './companies.js';
export * from './clients.js';
export * from './subscriptions.js';
export * from './sessions.js';
export * from './platform.js';
export * from './scheduling.js';
export * from './secretary.js';
export * from './notifications.js';
