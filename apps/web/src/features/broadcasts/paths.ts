import { hubPath } from '../../lib/paths';

/** messaging.md §2 broadcast routes. */
export const broadcastsPath = (hubId: string, status?: string) =>
  hubPath(hubId, status ? `line/broadcasts/${encodeURIComponent(status)}` : 'line/broadcasts');
export const broadcastsConfigPath = (hubId: string) => hubPath(hubId, 'line/broadcasts-config');
export const createBroadcastPath = (hubId: string) => hubPath(hubId, 'line/broadcasts/create');
export const broadcastEditPath = (hubId: string, id: string) =>
  hubPath(hubId, `line/broadcast/${encodeURIComponent(id)}/edit`);
/** The detail page, at a tab (performance, recipients, test results) and a recipients filter. */
export const broadcastPath = (hubId: string, id: string, tab?: string, filter?: string) =>
  hubPath(hubId, ['line/broadcast', encodeURIComponent(id), tab, filter].filter(Boolean).join('/'));
