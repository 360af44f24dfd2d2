import type { PlanLocation } from "../../../../../common/locations";

/**
 * A plan's locations as the dialog edits them: the locations it is offered in, each maybe sold out there, kept in
 * the Locations tab's order (so "the plan's first location", where an order link goes when the visitor chose none,
 * is the first of them in that order). A key the list does not know (yet) stays, at the end.
 */
export function orderedPlanLocations(chosen: readonly PlanLocation[], order: readonly { key: string }[]): PlanLocation[] {
  const known = order.flatMap((location) => chosen.filter((entry) => entry.key === location.key).slice(0, 1));
  return [...known, ...chosen.filter((entry) => !order.some((location) => location.key === entry.key))];
}

/** The plan offered in one more location (not sold out there), or in one less. */
export function withLocation(chosen: readonly PlanLocation[], key: string, offered: boolean, order: readonly { key: string }[]): PlanLocation[] {
  const others = chosen.filter((entry) => entry.key !== key);
  return orderedPlanLocations(offered ? [...others, { key, sold_out: false }] : others, order);
}

/** The plan sold out in a location it is offered in, or back in stock there. */
export const withSoldOut = (chosen: readonly PlanLocation[], key: string, soldOut: boolean): PlanLocation[] =>
  chosen.map((entry) => (entry.key === key ? { ...entry, sold_out: soldOut } : entry));
