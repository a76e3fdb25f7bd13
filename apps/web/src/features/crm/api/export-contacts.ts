import { useMutation } from '@tanstack/react-query';
import { apiDownload, hubApi } from '../../../lib/api-client';

/** Every contact as a CSV file; the server names it (Contacts-<timestamp>.csv). */
export const exportContacts = (hubId: string) => apiDownload(hubApi(hubId, 'contacts/export'));

export const useExportContacts = (hubId: string) => useMutation({ mutationFn: () => exportContacts(hubId) });
