import type { Language } from '@hubline/contract';
import type { Deps } from '../../core/deps.ts';
import { SEND_MAIL } from '../../core/mail/send-mail.job.ts';
import type { JobDefinition, JobKind } from '../../core/queue/queue.ts';
import { requestReset } from './password-reset.service.ts';

export interface PasswordResetRequest {
  email: string;
  lang: Language;
}

export const AUTH_PASSWORD_RESET: JobKind<PasswordResetRequest> = {
  name: 'auth.password-reset',
  retryLimit: 3,
};

/**
 * The forgot-password request's work, off the request: the route only enqueues, so it answers a
 * known and an unknown address with the same work, in the same time.
 */
export function passwordResetJob(
  deps: Pick<Deps, 'db' | 'config' | 'queue'>,
): JobDefinition<PasswordResetRequest> {
  return {
    ...AUTH_PASSWORD_RESET,
    handle: ({ email, lang }) =>
      requestReset(deps.db, { email, lang, publicUrl: deps.config.publicUrl }, (mail) =>
        deps.queue.send(SEND_MAIL, mail),
      ),
  };
}
