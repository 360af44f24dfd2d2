import type { PublicLocation, PublicPlan } from "../../../../common/contracts";

/** How a location is named where space is short (a choice, a card's note): its city, else its name. */
export function placeName(location: Pick<PublicLocation, "name" | "city">): string {
  return location.city.trim() || location.name;
}

/** A location a group of plans is offered in; sold out when every one of them offered there is sold out there. */
export interface OfferedLocation {
  location: PublicLocation;
  soldOut: boolean;
}

/** The locations (in the administrator's order) where any of `plans` is offered. */
export function locationsOffering(plans: readonly PublicPlan[], locations: readonly PublicLocation[]): OfferedLocation[] {
  return locations.flatMap((location) => {
    const here = plans.flatMap((plan) => plan.locations.filter((offered) => offered.key === location.key));
    return here.length > 0 ? [{ location, soldOut: here.every((offered) => offered.sold_out) }] : [];
  });
}

/** A plan offered at a location: the plan and whether it is sold out there. */
interface PlanAtLocation {
  plan: PublicPlan;
  soldOut: boolean;
}

/** The plans offered at one location, in the plans' order; a plan sold out there (or everywhere) is sold out. */
export function plansAt(key: string, plans: readonly PublicPlan[]): PlanAtLocation[] {
  return plans.flatMap((plan) => {
    const offered = plan.locations.find((location) => location.key === key);
    return offered ? [{ plan, soldOut: plan.sold_out || offered.sold_out }] : [];
  });
}

/** The chosen location, when `plan` is offered there but sold out there (its card says so); else null. */
export function soldOutAtChosen(plan: PublicPlan, chosen: PublicLocation | null): PublicLocation | null {
  if (!chosen) return null;
  return plan.locations.some((offered) => offered.key === chosen.key && offered.sold_out) ? chosen : null;
}
