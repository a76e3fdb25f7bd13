import type { JobDefinition, JobKind } from '../queue/queue.ts';
import type { Mail, Mailer } from './mailer.ts';

export const SEND_MAIL: JobKind<Mail> = { name: 'mail.send', retryLimit: 5 };

/** Mail leaves through the queue, so a slow or failing SMTP server never holds up a request; retried on failure. */
export function sendMailJob(mailer: Mailer): JobDefinition<Mail> {
  return { ...SEND_MAIL, handle: (mail) => mailer.send(mail) };
}
