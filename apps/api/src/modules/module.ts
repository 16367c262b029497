import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { TGraphqlPart, TGraphqlParts } from '../graphql/endpoints.js';
import type { TScheduleEventHandler } from '../lib/context.js';
import type { TJobQueue } from '../lib/jobs/runner.js';
import type { TJobDefinition } from '../lib/jobs/table-queue.js';
import type { TGeneralEntity } from './general/registry.js';

/** Background work a module runs while the app is up: started when the app is ready, stopped (awaited) before the database closes. */
export interface TApiWorker {
  start?(): void;
  stop(): Promise<void>;
}

/**
 * Everything one module adds to the app, declared in one object. modules/index.ts lists them and
 * app.ts wires each part: nothing is registered by importing a file, nothing is shared across apps.
 */
export interface TApiModule {
  name: string;
  /** Fastify plugins with the module's HTTP routes, each registered in its own scope. */
  routes?: FastifyPluginAsync[];
  /** SDL and resolvers the module adds to each GraphQL endpoint. */
  graphql?: TGraphqlParts;
  /** Entities writable through general/update_or_create and general/delete, by name. */
  entities?: Record<string, TGeneralEntity>;
  /** Handlers of booking changes, run after the booking's transaction committed (scheduling/events.ts). */
  scheduleEventHandlers?: (app: FastifyInstance) => TScheduleEventHandler[];
  /** Queues of rows that are their own job, run by the app's one job runner (lib/jobs), in list order. */
  jobQueues?: (app: FastifyInstance) => TJobQueue<never>[];
  /** Jobs of the `jobs` table (delayed, keyed, recurring) the module handles, by name. */
  jobs?: TJobDefinition<never>[];
  /** Created when the app is built, started when it is ready, stopped before it closes. */
  workers?: Array<(app: FastifyInstance) => TApiWorker>;
}

/** The general entities of all modules by name; a name declared twice is a boot error. */
export function generalEntitiesOf(modules: TApiModule[]): ReadonlyMap<string, TGeneralEntity> {
  const entities = new Map<string, TGeneralEntity>();
  for (const module of modules) {
    for (const [name, entity] of Object.entries(module.entities ?? {})) {
      if (entities.has(name)) throw new Error(`general entity "${name}" is declared twice (module ${module.name})`);
      entities.set(name, entity);
    }
  }
  return entities;
}

/** The GraphQL parts of all modules, per endpoint, in list order. */
export function graphqlPartsOf(modules: TApiModule[]): TGraphqlParts {
  const parts: Record<string, TGraphqlPart[]> = {};
  for (const module of modules) {
    for (const [type, list] of Object.entries(module.graphql ?? {})) parts[type] = [...(parts[type] ?? []), ...(list ?? [])];
  }
  return parts;
}
