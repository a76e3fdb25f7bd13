import type { Language } from '@hubline/contract';
import type { Deps } from '../../core/deps.ts';
import type { JobDefinition } from '../../core/queue/queue.ts';
import { requestReset } from './password-reset.service.ts';

export interface PasswordResetRequest {
  email: string;
  lang: Language;
}

/**
 * The forgot-password request's work, off the request: the route only enqueues, so it answers a
 * known and an unknown address with the same work, in the same time.
 */
export function passwordResetJob(
  deps: Pick<Deps, 'db' | 'config' | 'queue'> & { sendMail: Deps['jobs']['sendMail'] },
): JobDefinition<PasswordResetRequest> {
  return {
    name: 'auth.password-reset',
    retryLimit: 3,
    handle: ({ email, lang }) =>
      requestReset(deps.db, { email, lang, publicUrl: deps.config.publicUrl }, (mail) =>
        deps.queue.send(deps.sendMail, mail),
      ),
  };
}
