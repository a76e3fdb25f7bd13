import type { JobDefinition } from '../queue/queue.ts';
import type { Mail, Mailer } from './mailer.ts';

/** Mail leaves through the queue, so a slow or failing SMTP server never holds up a request; retried on failure. */
export function sendMailJob(mailer: Mailer): JobDefinition<Mail> {
  return { name: 'mail.send', retryLimit: 5, handle: (mail) => mailer.send(mail) };
}
