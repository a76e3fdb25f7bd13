import type { AssociationLabel, CompanyMember } from '@hubline/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, hubApi } from '../../../../../lib/api-client';
import { tabKeys } from './paths';

const companyPath = (companyId: string) => `line/chat/company/${encodeURIComponent(companyId)}`;

/** GET /line/chat/{seq}/{vid}/company: the company a group chat became, if any (groups only). */
export const useGroupCompany = (hubId: string, seq: number, vid: string, enabled: boolean) =>
  useQuery({
    queryKey: tabKeys.groupCompany(hubId, vid),
    queryFn: () => api.get<{ companyId: string | null }>(hubApi(hubId, `line/chat/${seq}/${vid}/company`)),
    enabled,
  });

/** GET /line/chat/company/{id}/members-with-roles. */
export const companyMembersQueryOptions = (hubId: string, companyId: string) =>
  queryOptions({
    queryKey: tabKeys.members(hubId, companyId),
    queryFn: () =>
      api.get<{ items: CompanyMember[] }>(hubApi(hubId, `${companyPath(companyId)}/members-with-roles`)),
  });

export const useCompanyMembers = (hubId: string, companyId: string) =>
  useQuery(companyMembersQueryOptions(hubId, companyId));

/** GET /line/chat/association-labels: the roles a company member can be given. */
export const useAssociationLabels = (hubId: string) =>
  useQuery({
    queryKey: tabKeys.labels(hubId),
    queryFn: () => api.get<{ items: AssociationLabel[] }>(hubApi(hubId, 'line/chat/association-labels')),
  });

export interface RoleChange {
  contactId: string;
  roleLabel: string;
  assign: boolean;
}

/** POST …/contact/{contactId}/role or /role/remove {roleLabel}; the member list refreshes (core.md §4). */
export function useChangeRole(hubId: string, companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contactId, roleLabel, assign }: RoleChange) =>
      api.post<{ msg: string }>(
        hubApi(
          hubId,
          `${companyPath(companyId)}/contact/${encodeURIComponent(contactId)}/${assign ? 'role' : 'role/remove'}`,
        ),
        { roleLabel },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tabKeys.members(hubId, companyId) }),
  });
}
