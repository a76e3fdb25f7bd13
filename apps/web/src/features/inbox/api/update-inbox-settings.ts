import type { InboxSettings } from '@hubline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';
import { inboxKeys } from './keys';

export type InboxSettingsPatch = Partial<Omit<InboxSettings, 'id'>>;

const FIELDS = ['addAllMessages', 'autoAssign', 'notifyNewMessages', 'showSenderName'] as const;

/** The settings whose value differs from what is saved: only those are sent. */
export function settingsChanges(saved: InboxSettings, draft: InboxSettings): InboxSettingsPatch {
  return Object.fromEntries(
    FIELDS.filter((key) => saved[key] !== draft[key]).map((key) => [key, draft[key]]),
  );
}

/** PATCH /inbox-settings/{id} (the hub's id): account administrators only. */
export const updateInboxSettings = (hubId: string, id: string, patch: InboxSettingsPatch) =>
  api.patch<{ msg: string; settings: InboxSettings }>(
    hubApi(hubId, `inbox-settings/${encodeURIComponent(id)}`),
    patch,
  );

export const useUpdateInboxSettings = (hubId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: InboxSettingsPatch }) =>
      updateInboxSettings(hubId, id, patch),
    // The open chats read the settings too (the composer's sender-name default).
    onSuccess: ({ settings }) => {
      queryClient.setQueryData(inboxKeys.settings(hubId), settings);
      return queryClient.invalidateQueries({ queryKey: inboxKeys.all(hubId) });
    },
  });
};
