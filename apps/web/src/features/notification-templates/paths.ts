import { hubPath } from '../../lib/paths';

/** messaging.md §2: /line/notification-templates (+/create, /{id}). */
export const templatesPath = (hubId: string) => hubPath(hubId, 'line/notification-templates');
export const createTemplatePath = (hubId: string) => hubPath(hubId, 'line/notification-templates/create');
export const templatePath = (hubId: string, id: string) =>
  hubPath(hubId, `line/notification-templates/${encodeURIComponent(id)}`);
