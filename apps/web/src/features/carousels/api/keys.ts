/** Every carousel query of a hub starts with ['carousels', hubId], so a save refreshes the lists too. */
export const carouselKeys = {
  all: (hubId: string) => ['carousels', hubId] as const,
  one: (hubId: string, id: string) => ['carousels', hubId, 'one', id] as const,
};
