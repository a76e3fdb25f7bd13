import type { Workflow } from '@hubline/contract';
import { useQuery } from '@tanstack/react-query';
import { api, hubApi } from '../api-client';
import { crmKeys } from './crm-keys';

/** GET /workflows: the hub's workflows (core.md §7), for an automation broadcast's trigger. */
export const useWorkflows = (hubId: string) =>
  useQuery({
    queryKey: [...crmKeys.all(hubId), 'workflows'],
    queryFn: () => api.get<{ items: Workflow[] }>(hubApi(hubId, 'workflows')),
  });
