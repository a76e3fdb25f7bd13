import type { FastifyPluginAsync } from 'fastify';
import type { CoreDeps, Deps } from './deps.ts';
import type { LineEventAccount, LineEventSubscriber } from './line/line-events.ts';
import type { AnyJob, JobKind } from './queue/queue.ts';

/** A cron schedule of one of the module's jobs (one instance per schedule across all workers). */
export interface Schedule {
  job: JobKind<object>;
  cron: string;
  data: object;
  /** Why the job runs on this clock: read by whoever changes it. */
  why: string;
}

/**
 * What a domain plugs into the server: the composition root lists these and wires them, so
 * adding a domain touches its own folder and one line there. Each part is left out when the
 * domain has none.
 */
export interface ModuleDefinition {
  name: string;
  /**
   * Services the module offers other modules on `Deps` (declared by augmenting `Deps` in the
   * module's folder), built from the core ports before any route or job sees them.
   */
  provides?: (deps: CoreDeps) => Partial<Deps>;
  routes?: FastifyPluginAsync<{ deps: Deps }>[];
  /** Every job the module's workers run, their handlers built from deps; enqueued by `JobKind`. */
  jobs?: (deps: Deps) => AnyJob[];
  schedules?: Schedule[];
  /**
   * Its handlers of LINE events (follow, message, unsend …), delivered by the webhooks module in
   * the order of the composition's list; each must be idempotent on the event.
   */
  lineEvents?: (deps: Deps) => LineEventSubscriber<LineEventAccount>;
  /** Its drizzle tables: the module owns them, and only it queries them. */
  schema?: Record<string, unknown>;
}
