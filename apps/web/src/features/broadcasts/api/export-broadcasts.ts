import { useMutation } from '@tanstack/react-query';
import { apiDownload, hubApi } from '../../../lib/api-client';

/** The selected broadcasts as CSV; the server names the file (LINE-Broadcasts-<timestamp>.csv). */
export const exportBroadcasts = (hubId: string, ids: string[]) =>
  apiDownload(hubApi(hubId, 'line/broadcast-setting/export'), undefined, { ids });

export const useExportBroadcasts = (hubId: string) =>
  useMutation({ mutationFn: (ids: string[]) => exportBroadcasts(hubId, ids) });
