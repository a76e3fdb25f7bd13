import { hubPath } from '../../lib/paths';

export const listsPath = (hubId: string) => hubPath(hubId, 'lists');
export const listPath = (hubId: string, id: string) => hubPath(hubId, `lists/${encodeURIComponent(id)}`);
