import { and, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import type { JobDefinition } from '../../core/queue/queue.ts';
import { getAccountForWebhook } from '../line-accounts/index.ts';
import { fetchLineContent, LINE_CONTENT_FETCH, type LineContentFetch } from './line-content.ts';
import { lineMessages } from './messages.schema.ts';

type ContentDeps = Pick<Deps, 'db' | 'queue' | 'secrets' | 'files' | 'line'>;

/** Tries after the first; with waits of 2, 4 … 60 s, about five minutes in all. */
const MAX_TRIES = 10;
const MAX_WAIT_SECONDS = 60;

const contentRetryDelaySeconds = (tries: number) => Math.min(MAX_WAIT_SECONDS, 2 ** tries);

/** Asks again later for the content of a message LINE was still preparing (at most MAX_TRIES). */
export function retryLineContent(deps: Pick<Deps, 'queue'>, job: LineContentFetch) {
  if (job.tries >= MAX_TRIES) return Promise.resolve();
  return deps.queue.send(LINE_CONTENT_FETCH, job, { delaySeconds: contentRetryDelaySeconds(job.tries) });
}

/**
 * The content of a stored message whose video or audio LINE was still preparing: stored once
 * ready; asked again while LINE is preparing; left without content when LINE failed or the tries
 * ran out (the message itself is already in the conversation).
 */
export function lineContentJob(deps: ContentDeps): JobDefinition<LineContentFetch> {
  return {
    ...LINE_CONTENT_FETCH,
    async handle({ messageRowId, tries }) {
      const [message] = await deps.db
        .select()
        .from(lineMessages)
        .where(and(eq(lineMessages.id, messageRowId), isNull(lineMessages.contentPath)));
      const account = message && (await getAccountForWebhook(deps.db, message.lineAccountId));
      if (!message?.lineMessageId || !account) return;
      const content = await fetchLineContent(deps, account, {
        id: message.lineMessageId,
        type: message.type,
      });
      if (content === 'later') return retryLineContent(deps, { messageRowId, tries: tries + 1 });
      if (content === null) return;
      const [stored] = await deps.db
        .update(lineMessages)
        .set({ contentPath: content })
        .where(and(eq(lineMessages.id, messageRowId), isNull(lineMessages.contentPath)))
        .returning({ id: lineMessages.id });
      // Another run stored it first: this copy goes.
      if (!stored) await deps.files.delete(content);
    },
  };
}
