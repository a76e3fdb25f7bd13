/** Every broadcast query of a hub starts with ['broadcasts', hubId], so a bulk action refreshes all tabs and counts. */
export const broadcastKeys = {
  all: (hubId: string) => ['broadcasts', hubId] as const,
  lists: (hubId: string) => ['broadcasts', hubId, 'lists'] as const,
  config: (hubId: string) => ['broadcasts', hubId, 'config'] as const,
};
