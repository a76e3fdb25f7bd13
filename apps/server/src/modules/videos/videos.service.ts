import type { VideoDraft } from '@hubline/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { isUuid } from '../../core/db/ids.ts';
import type { Deps } from '../../core/deps.ts';
import { checkTarget } from '../../core/folders/folder-target.ts';
import { AppError, orNotFound } from '../../core/http/errors.ts';
import type { LineMessage } from '../../core/line/line-types.ts';
import { findImagemapImage } from '../imagemaps/index.ts';
import type { MessageSite } from '../messages/index.ts';
import { videoFolderStore, videoItems } from './video-library.ts';
import { videoLineMessage } from './video-message.ts';
import { checkVideoSource } from './video-source.ts';
import { type VideoRow, videos } from './videos.schema.ts';

/** Who saves, in which hub. */
export interface VideoActor {
  hubId: string;
  userId: string | null;
}

type VideoDeps = Pick<Deps, 'db' | 'files' | 'config'>;

export async function findVideo(db: Db, hubId: string, id: string): Promise<VideoRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(videos)
    .where(and(eq(videos.hubId, hubId), eq(videos.id, id)));
  return row;
}

/** The preview image must be the hub's, the video where it says (uploaded, or a reachable mp4 URL). */
async function check(deps: VideoDeps, hubId: string, input: VideoDraft) {
  if (!(await findImagemapImage(deps.db, hubId, input.imageId)))
    throw new AppError('video.error.noImage', {}, { imageId: 'video.error.noImage' });
  await checkVideoSource(deps, input.video);
}

const columnsOf = (input: VideoDraft) => ({
  name: input.name,
  video: input.video,
  imageId: input.imageId,
  altText: input.altText,
  linkLabel: input.linkLabel,
  linkUrl: input.linkUrl,
  trackingId: input.trackingId,
});

export async function createVideo(
  deps: VideoDeps,
  actor: VideoActor,
  input: VideoDraft & { folderId?: string | null },
): Promise<VideoRow> {
  const folderId = input.folderId ?? null;
  await checkTarget(videoFolderStore, deps.db, actor.hubId, folderId);
  await check(deps, actor.hubId, input);
  const [row] = await deps.db
    .insert(videos)
    .values({ hubId: actor.hubId, folderId, updatedBy: actor.userId, ...columnsOf(input) })
    .returning();
  if (!row) throw new Error('rich video insert returned nothing');
  return row;
}

/** A PATCH sends the whole video again; it is checked as a create is. */
export async function editVideo(
  deps: VideoDeps,
  actor: VideoActor,
  input: VideoDraft & { id: string },
): Promise<VideoRow> {
  orNotFound(await findVideo(deps.db, actor.hubId, input.id));
  await check(deps, actor.hubId, input);
  const [row] = await deps.db
    .update(videos)
    .set({ ...columnsOf(input), updatedBy: actor.userId, updatedAt: new Date() })
    .where(and(eq(videos.hubId, actor.hubId), eq(videos.id, input.id)))
    .returning();
  return orNotFound(row);
}

/** Deletes the video, not its files: LINE fetches them again when a friend opens a chat already holding it. */
export async function removeVideo(db: Db, hubId: string, id: string) {
  const [deleted] = await videoItems.deleteMany(db, hubId, [id]);
  orNotFound(deleted);
}

/** The message model's resolver of `{ type: 'richVideo', videoId }` (modules/messages). */
export async function videoMessageOf(
  site: MessageSite,
  hubId: string,
  id: string,
): Promise<LineMessage | undefined> {
  const row = await findVideo(site.db, hubId, id);
  const image = row && (await findImagemapImage(site.db, hubId, row.imageId));
  return row && image && videoLineMessage(row, image, site.publicUrl);
}
