import type {
  Deal,
  DealInput,
  DealPatch,
  Note,
  NoteInput,
  Task,
  TaskInput,
  TaskPatch,
  Ticket,
  TicketInput,
  TicketPatch,
} from '@hubline/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, hubApi } from '../../../../../lib/api-client';
import { type RecordKind, type RecordTarget, recordPath, tabKeys } from './paths';

/** Each record kind's shape, what creates it and what edits it (packages/contract crm-records). */
interface Kinds {
  ticket: { record: Ticket; input: TicketInput; patch: TicketPatch };
  deal: { record: Deal; input: DealInput; patch: DealPatch };
  note: { record: Note; input: NoteInput; patch: NoteInput };
  task: { record: Task; input: TaskInput; patch: TaskPatch };
}
type Status = 'open' | 'closed';

export const recordsQueryOptions = <K extends RecordKind>(
  hubId: string,
  target: RecordTarget,
  kind: K,
  status?: Status,
) =>
  queryOptions({
    queryKey: tabKeys.records(hubId, target, kind, status),
    queryFn: () =>
      api.get<{ items: Kinds[K]['record'][] }>(hubApi(hubId, recordPath(target, kind, 'list')), { status }),
  });

/** A side tab's records; tickets by status (the open-tickets and closed-tickets tabs). */
export const useRecords = <K extends RecordKind>(
  hubId: string,
  target: RecordTarget,
  kind: K,
  status?: Status,
) => useQuery(recordsQueryOptions(hubId, target, kind, status));

/**
 * Create, edit and delete one kind of record. A write refreshes every tab of the conversation:
 * the first write creates the friend's contact, and a ticket's stage moves it between tabs.
 */
export function useRecordWrites<K extends RecordKind>(hubId: string, target: RecordTarget, kind: K) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: tabKeys.target(hubId, target) });
  const url = (id?: string) => hubApi(hubId, recordPath(target, kind, 'one', id));
  return {
    create: useMutation({
      mutationFn: (input: Kinds[K]['input']) => api.post<{ msg: string }>(url(), input),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, patch }: { id: string; patch: Kinds[K]['patch'] }) =>
        api.patch<{ msg: string }>(url(id), patch),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.delete<{ msg: string }>(url(id)),
      onSuccess,
    }),
  };
}
