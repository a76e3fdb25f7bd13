import type { Deps } from '../core/deps.ts';
import { sendMailJob } from '../core/mail/send-mail.job.ts';
import { modules } from './modules.ts';

/** A worker process: works every job of core and of the listed modules, and schedules their sweeps. */
export async function startWorkers(deps: Deps) {
  await deps.queue.work([
    sendMailJob(deps.mailer),
    ...modules.flatMap((module) => module.jobs?.(deps) ?? []),
  ]);
  for (const { job, cron, data } of modules.flatMap((module) => module.schedules ?? []))
    await deps.queue.schedule(job, cron, data);
}
