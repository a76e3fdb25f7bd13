import type { RichVideo, VideoInput } from '@hubline/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { VIDEOS_KIND } from '../../../lib/api/videos';
import { api, hubApi } from '../../../lib/api-client';
import { libraryKeys } from '../../../lib/library/library-api';

/** Every video query of a hub starts with the library's key, so a save refreshes the lists and pickers too. */
const videoKeys = {
  all: (hubId: string) => libraryKeys(VIDEOS_KIND, hubId),
  one: (hubId: string, id: string) => [...libraryKeys(VIDEOS_KIND, hubId), 'one', id] as const,
};

export const useVideo = (hubId: string, id: string) =>
  useQuery({
    queryKey: videoKeys.one(hubId, id),
    queryFn: () => api.get<RichVideo>(hubApi(hubId, `line/imagemap/video/${encodeURIComponent(id)}`)),
    enabled: !!id,
  });

interface SavedVideo {
  msg: string;
  id: string;
  video: RichVideo;
}

/** Creates (POST /line/imagemap/video) or, with an id, changes (PATCH) a rich video; refusals carry per-field messages. */
export const useSaveVideo = (hubId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, id }: { input: VideoInput; id?: string }) =>
      id
        ? api.patch<SavedVideo>(hubApi(hubId, 'line/imagemap/video'), { ...input, id })
        : api.post<SavedVideo>(hubApi(hubId, 'line/imagemap/video'), input),
    meta: { silentError: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(videoKeys.one(hubId, saved.id), saved.video);
      return queryClient.invalidateQueries({ queryKey: videoKeys.all(hubId) });
    },
  });
};

export interface UploadedVideo {
  name: string;
  url: string;
  bytes: number;
}

/** The mp4, checked (by content, at most 30 MB) and kept by the server before the video is saved. */
export const useUploadVideo = (hubId: string) =>
  useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.post<{ msg: string; upload: UploadedVideo }>(
        hubApi(hubId, 'line/imagemap/video/upload'),
        form,
      );
    },
    meta: { silentError: true },
  });
