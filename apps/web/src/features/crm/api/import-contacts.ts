import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshContacts } from '../../../lib/api/crm-refresh';
import { api, hubApi } from '../../../lib/api-client';

export interface ImportResult {
  msg: string;
  created: number;
  updated: number;
}

/**
 * A UTF-8 CSV with a header row of property names (and optionally `id`). The server checks every
 * row first: a refusal (crm.error.importRows) imports nothing and lists the rows in `fields`.
 */
export const importContacts = (hubId: string, file: File) => {
  const body = new FormData();
  body.append('file', file);
  return api.post<ImportResult>(hubApi(hubId, 'contacts/import'), body);
};

/** The dialog shows the refusal with its rows, so it is not toasted. */
export const useImportContacts = (hubId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importContacts(hubId, file),
    meta: { silentError: true },
    onSuccess: () => refreshContacts(queryClient, hubId),
  });
};
