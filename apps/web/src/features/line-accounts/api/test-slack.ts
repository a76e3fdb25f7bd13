import { useMutation } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';

/** Posts a test message to the account's saved Slack incoming webhook. */
export const testSlack = (hubId: string, id: string) =>
  api.post<{ msg: string }>(hubApi(hubId, `line/${encodeURIComponent(id)}/slack/test`));

export const useTestSlack = (hubId: string) =>
  useMutation({ mutationFn: (id: string) => testSlack(hubId, id) });
