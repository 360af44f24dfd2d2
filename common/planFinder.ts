/**
 * The plan finder: a visitor's minimums ("What do you need?") against a category's plans. Pure rules without zod:
 * the server reads the query with them and the public pages mark the plans with them.
 *
 * - The minimums are the plan specs as `common/specReading.ts` reads them: websites, storage (disk GB), RAM (GB)
 *   and CPU cores; a plan with no limit meets any minimum, one whose spec is unreadable meets none. A location
 *   (a plan offered there and not sold out there) and a game (one of the plan's supported games) may be asked too.
 * - A sold-out plan fits nothing (it cannot be ordered).
 * - The best plans are the cheapest of those that fit (the monthly price; every plan of a page is in its currency).
 * - When none fits, the nearest miss is the plan that misses the fewest needs, then the smallest part of them
 *   (2 GB of 4 GB RAM misses half), then the cheaper.
 */
import { LOCATION_KEY_PATTERN, LOCATION_LIMITS, type PlanLocation } from "./locations";
import { readSpec, type SpecField, type SpecReading } from "./specReading";

/** The minimums a visitor may set, by query parameter, with the spec each is compared with. */
export const FINDER_AMOUNTS = [
  { need: "websites", param: "need_websites", field: "websites" },
  { need: "disk", param: "need_disk_gb", field: "disk_space" },
  { need: "ram", param: "need_ram_gb", field: "ram" },
  { need: "cpu", param: "need_cpu", field: "cpu" },
] as const satisfies readonly { need: string; param: string; field: SpecField }[];
export type AmountNeed = (typeof FINDER_AMOUNTS)[number]["need"];

/** The query parameters of a location and a game. */
export const FINDER_LOCATION_PARAM = "location";
export const FINDER_GAME_PARAM = "game";
/** On the home page, the query parameter naming the category whose section's finder was used (`?finder=vps`). */
export const FINDER_CATEGORY_PARAM = "finder";

/** What a visitor asked for; a need not set is absent. */
export interface FinderNeeds {
  amounts: Partial<Record<AmountNeed, number>>;
  location?: string;
  game?: string;
}

/** The plan fields the finder reads. */
export interface FinderPlan {
  id: number;
  price: number;
  sold_out: boolean;
  cpu: string;
  ram: string;
  disk_space: string;
  websites: string;
  supported_games: readonly string[];
  locations?: readonly PlanLocation[];
}

/** The largest minimum taken: far above any plan, small enough to stay an ordinary number. */
const MAX_AMOUNT = 1_000_000_000;
const GAME_MAX = 100;

type Query = Record<string, string | string[] | undefined>;

function single(value: string | string[] | undefined): string {
  return typeof value === "string" ? value.trim() : "";
}

/** A minimum as asked: a positive number ("4", "0.5"); anything else is no minimum. */
function amountOf(value: string): number | null {
  if (!/^\d{1,10}(?:\.\d{1,3})?$/.test(value)) return null;
  const amount = Number(value);
  return amount > 0 && amount <= MAX_AMOUNT ? amount : null;
}

/** The needs in a request's query; a parameter that is empty ("Any") or not a valid value is left out. */
export function readFinderQuery(query: Query): FinderNeeds {
  const amounts: FinderNeeds["amounts"] = {};
  for (const { need, param } of FINDER_AMOUNTS) {
    const amount = amountOf(single(query[param]));
    if (amount !== null) amounts[need] = amount;
  }
  const location = single(query[FINDER_LOCATION_PARAM]).toLowerCase();
  const game = single(query[FINDER_GAME_PARAM]);
  return {
    amounts,
    ...(location && location.length <= LOCATION_LIMITS.key && LOCATION_KEY_PATTERN.test(location) ? { location } : {}),
    ...(game && game.length <= GAME_MAX ? { game } : {}),
  };
}

/** Whether a visitor asked for anything. */
export function hasNeeds(needs: FinderNeeds): boolean {
  return Object.keys(needs.amounts).length > 0 || needs.location !== undefined || needs.game !== undefined;
}

/** What the finder offers for a category's plans: each amount's values among the plans, their locations and games. */
interface FinderChoices {
  /** Per need, the distinct amounts the plans state, smallest first (a need no plan states readably is absent). */
  amounts: Partial<Record<AmountNeed, number[]>>;
  /** The location keys the plans are offered in, in the order first named. */
  locations: string[];
  /** The games the plans support, in the order first named. */
  games: string[];
}

export function finderChoices(plans: readonly FinderPlan[]): FinderChoices {
  const amounts: FinderChoices["amounts"] = {};
  for (const { need, field } of FINDER_AMOUNTS) {
    const values = new Set<number>();
    for (const plan of plans) {
      const reading = readSpec(field, plan[field]);
      if (reading.kind === "amount" && reading.value > 0) values.add(reading.value);
    }
    if (values.size > 0) amounts[need] = [...values].sort((a, b) => a - b);
  }
  const locations = new Set(plans.flatMap((plan) => (plan.locations ?? []).map((location) => location.key)));
  const games = new Map<string, string>();
  for (const game of plans.flatMap((plan) => plan.supported_games)) if (!games.has(gameKey(game))) games.set(gameKey(game), game);
  return { amounts, locations: [...locations], games: [...games.values()] };
}

function gameKey(game: string): string {
  return game.trim().toLowerCase();
}

/** One need a plan does not meet. */
export type FinderLack =
  { need: AmountNeed; wanted: number; has: SpecReading } | { need: "location"; wanted: string } | { need: "game"; wanted: string } | { need: "sold_out" };

/** The outcome for a category's plans. */
export interface FinderResult {
  /** The plans that meet every need. */
  fits: Set<number>;
  /** The cheapest of them. */
  best: Set<number>;
  /** When none fits: the nearest miss and what it lacks (null when every plan is sold out). */
  nearest: { planId: number; lacks: FinderLack[] } | null;
}

/** What a plan lacks of the needs (nothing: it fits). */
export function lacksOf(plan: FinderPlan, needs: FinderNeeds): FinderLack[] {
  if (plan.sold_out) return [{ need: "sold_out" }];
  const lacks: FinderLack[] = [];
  for (const { need, field } of FINDER_AMOUNTS) {
    const wanted = needs.amounts[need];
    if (wanted === undefined) continue;
    const has = readSpec(field, plan[field]);
    if (has.kind === "unreadable" || (has.kind === "amount" && has.value < wanted)) lacks.push({ need, wanted, has });
  }
  const { location, game } = needs;
  if (location !== undefined && !(plan.locations ?? []).some((offered) => offered.key === location && !offered.sold_out)) {
    lacks.push({ need: "location", wanted: location });
  }
  if (game !== undefined && !plan.supported_games.some((supported) => gameKey(supported) === gameKey(game))) lacks.push({ need: "game", wanted: game });
  return lacks;
}

/** How much of a need is missed: the missing part of an amount (0–1), all of anything else. */
function shortfall(lack: FinderLack): number {
  if (lack.need === "location" || lack.need === "game" || lack.need === "sold_out") return 1;
  return lack.has.kind === "amount" ? (lack.wanted - lack.has.value) / lack.wanted : 1;
}

/** Marks the plans that fit the needs, the cheapest of them, and the nearest miss when none does. */
export function findPlans(plans: readonly FinderPlan[], needs: FinderNeeds): FinderResult {
  const assessed = plans.map((plan) => ({ plan, lacks: lacksOf(plan, needs) }));
  const fitting = assessed.filter(({ lacks }) => lacks.length === 0).map(({ plan }) => plan);
  const cheapest = Math.min(...fitting.map((plan) => plan.price));
  const fits = new Set(fitting.map((plan) => plan.id));
  const best = new Set(fitting.filter((plan) => plan.price === cheapest).map((plan) => plan.id));
  if (fitting.length > 0) return { fits, best, nearest: null };
  const candidates = assessed
    .filter(({ plan }) => !plan.sold_out)
    .map(({ plan, lacks }) => ({ plan, lacks, missed: lacks.reduce((sum, lack) => sum + shortfall(lack), 0) }))
    .sort((a, b) => a.lacks.length - b.lacks.length || a.missed - b.missed || a.plan.price - b.plan.price);
  const nearest = candidates[0];
  return { fits, best, nearest: nearest ? { planId: nearest.plan.id, lacks: nearest.lacks } : null };
}
