import type { Folder, Template } from '@hubline/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';
import { templateKeys } from './keys';

/** What the list asks: the open folder (null: every quick reply), the name searched, a zero-based page. */
export interface TemplateListQuery {
  folderId: string | null;
  search: string;
  page: number;
  limit: number;
}

export interface TemplatePage {
  items: Template[];
  total: number;
  folders: Folder[];
  folderId?: string;
  folderName?: string;
}

/** GET /templates, or a folder's view at /templates/folder/{id} (messaging.md §7, the chatflow shape). */
export const getTemplates = (hubId: string, { folderId, search, page, limit }: TemplateListQuery) =>
  api.get<TemplatePage>(
    hubApi(hubId, folderId ? `templates/folder/${encodeURIComponent(folderId)}` : 'templates'),
    { page: String(page), limit: String(limit), ...(search ? { search } : {}) },
  );

export const useTemplates = (hubId: string, query: TemplateListQuery) =>
  useQuery({
    queryKey: [...templateKeys.lists(hubId), query],
    queryFn: () => getTemplates(hubId, query),
    // The folders and the table stay on screen while the next page or search loads.
    placeholderData: keepPreviousData,
  });
