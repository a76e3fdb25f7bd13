import type { RichVideo } from '@hubline/contract';
import type { Db } from '../../core/db/client.ts';
import { imagemapImagesOf, imagemapImageView } from '../imagemaps/index.ts';
import { videoLineMessage } from './video-message.ts';
import type { VideoRow } from './videos.schema.ts';

/** The hub's videos as the API answers them, each with its preview image and its LINE message. */
export async function videoViews(db: Db, hubId: string, rows: VideoRow[], publicUrl: string) {
  const images = await imagemapImagesOf(
    db,
    hubId,
    rows.map((row) => row.imageId),
  );
  return rows.flatMap((row): RichVideo[] => {
    const image = images.get(row.imageId);
    if (!image) return [];
    return [
      {
        id: row.id,
        folderId: row.folderId,
        name: row.name,
        video: row.video,
        imageId: row.imageId,
        altText: row.altText,
        linkLabel: row.linkLabel,
        linkUrl: row.linkUrl,
        trackingId: row.trackingId,
        image: imagemapImageView(image),
        message: videoLineMessage(row, image, publicUrl) as unknown as Record<string, unknown>,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      },
    ];
  });
}
