/** The records a side tab lists: those of a conversation's contact, or of a group's company. */
export type RecordTarget = { vid: string } | { companyId: string };

export type RecordKind = 'ticket' | 'deal' | 'note' | 'task';

/**
 * The chat calls of core.md §7 under /api/{hub}/: `line/chat/{vid}/notes` (list),
 * `line/chat/{vid}/note` (create) and `line/chat/{vid}/note/{id}` (edit, delete); for a company,
 * `line/chat/company/{id}/…`.
 */
export function recordPath(target: RecordTarget, kind: RecordKind, which: 'list' | 'one', id?: string) {
  const base =
    'vid' in target
      ? `line/chat/${encodeURIComponent(target.vid)}`
      : `line/chat/company/${encodeURIComponent(target.companyId)}`;
  if (which === 'list') return `${base}/${kind}s`;
  return id === undefined ? `${base}/${kind}` : `${base}/${kind}/${encodeURIComponent(id)}`;
}

/** Every side-tab query of a hub starts with ['inboxTabs', hubId], so writes refresh what they touch. */
export const tabKeys = {
  all: (hubId: string) => ['inboxTabs', hubId] as const,
  target: (hubId: string, target: RecordTarget) =>
    ['inboxTabs', hubId, 'vid' in target ? `vid:${target.vid}` : `company:${target.companyId}`] as const,
  records: (hubId: string, target: RecordTarget, kind: RecordKind, status?: string) =>
    [...tabKeys.target(hubId, target), kind, status ?? 'all'] as const,
  pipelines: (hubId: string, object: 'tickets' | 'deals') =>
    ['inboxTabs', hubId, 'pipelines', object] as const,
  labels: (hubId: string) => ['inboxTabs', hubId, 'labels'] as const,
  groupCompany: (hubId: string, vid: string) => ['inboxTabs', hubId, 'groupCompany', vid] as const,
  members: (hubId: string, companyId: string) => ['inboxTabs', hubId, 'members', companyId] as const,
};
