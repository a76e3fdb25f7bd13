import type { Portal } from '../state/portal.ts';
import { type AssociatedRecord, associationsOf, labelOf } from './store.ts';

/**
 * v4 association answers (HS-OAS `LabelsBetweenObjectPair`, `MultiAssociatedObjectWithLabel`).
 * Object IDs are JSON numbers here, as HubSpot sends them, although the spec (and the SDK's
 * types) say string: a connector should `String()` them.
 */
export function pairView(portal: Portal, from: [string, string], to: [string, string]) {
  const found = associationsOf(portal, from, to[0]).find((a) => a.toObjectId === to[1]);
  const labels = (found?.specs ?? []).flatMap((s) => {
    const label = labelOf(portal, s.category, s.typeId);
    return label === null ? [] : [label];
  });
  return {
    fromObjectTypeId: from[0],
    fromObjectId: Number(from[1]),
    toObjectTypeId: to[0],
    toObjectId: Number(to[1]),
    labels,
  };
}

export function associatedView(portal: Portal, a: AssociatedRecord) {
  return {
    toObjectId: Number(a.toObjectId),
    associationTypes: a.specs.map((s) => ({
      category: s.category,
      typeId: s.typeId,
      label: labelOf(portal, s.category, s.typeId),
    })),
  };
}
