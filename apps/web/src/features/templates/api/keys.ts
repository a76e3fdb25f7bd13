/** Every quick-reply query of a hub starts with ['templates', hubId], so a save or bulk action refreshes them all. */
export const templateKeys = {
  all: (hubId: string) => ['templates', hubId] as const,
  lists: (hubId: string) => ['templates', hubId, 'lists'] as const,
};
