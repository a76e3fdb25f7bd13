import type { Deps } from '../../core/deps.ts';
import { AppError } from '../../core/http/errors.ts';
import type { JobKind } from '../../core/queue/queue.ts';
import type { LineAccountRow } from '../line-accounts/index.ts';

/** Message types whose content LINE keeps for us to get (image, video, audio, file). */
export const MEDIA = new Set(['image', 'video', 'audio', 'file']);
/** The ones LINE may still be preparing when the webhook arrives. */
const PREPARED = new Set(['video', 'audio']);
/** A bound on what one message's content may take on disk; LINE's apps send files of up to 1 GB. */
const LINE_CONTENT_MAX_BYTES = 1024 * 1024 * 1024;

/** A later try at a message's content (line-content.job.ts); `tries` counts the ones made so far. */
export type LineContentFetch = { messageRowId: string; tries: number };
export const LINE_CONTENT_FETCH: JobKind<LineContentFetch> = { name: 'line.content.fetch', retryLimit: 2 };

/**
 * A media message's content, streamed from LINE into the files port under an id of ours (the
 * message id stays in the row, never in a path): its key; `later` while LINE still prepares a
 * video or audio (GET …/content/transcoding says `processing`, or getting it answers 202); `null`
 * when there is none to get (preparation failed, or larger than the bound).
 * https://developers.line.biz/en/reference/messaging-api/#verify-video-or-audio-preparation-status
 */
export async function fetchLineContent(
  deps: Pick<Deps, 'line' | 'secrets' | 'files'>,
  account: LineAccountRow,
  message: { id: string; type: string },
): Promise<string | 'later' | null> {
  const blob = deps.line.content({
    platform: account.platform,
    accessToken: deps.secrets.open(account.accessToken),
  });
  if (PREPARED.has(message.type)) {
    const { status } = await blob.getMessageContentTranscodingByMessageId(message.id);
    if (status === 'processing') return 'later';
    if (status === 'failed') return null;
  }
  const { httpResponse, body } = await blob.getMessageContentWithHttpInfo(message.id);
  if (httpResponse.status === 202) {
    body.destroy();
    return 'later';
  }
  try {
    return (await deps.files.put('line', body, { maxBytes: LINE_CONTENT_MAX_BYTES })).key;
  } catch (error) {
    if (error instanceof AppError && error.code === 'file.tooLarge') return null;
    throw error;
  }
}
