import { useMutation } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';

/** Starts the import in the background; the server's msg says so, and mails `userEmail` when done. */
export const importFriends = (hubId: string, body: { id: string; userEmail?: string }) =>
  api.post<{ msg: string }>(hubApi(hubId, 'line/import'), body);

export const useImportFriends = (hubId: string) =>
  useMutation({ mutationFn: (body: { id: string; userEmail?: string }) => importFriends(hubId, body) });
