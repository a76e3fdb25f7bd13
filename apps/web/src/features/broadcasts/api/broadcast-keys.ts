import { broadcastKeys } from './keys';

/** One broadcast's queries (detail, recipients) sit under the hub's broadcast key, so writes refresh them too. */
export const broadcastKey = (hubId: string, id: string) =>
  [...broadcastKeys.all(hubId), 'detail', id] as const;
