/** Pure display and assignment rules shared by the public site and the admin panel (no zod: the public bundle uses them). */
import { MESSAGE_PREVIEW_LENGTH, STATUS_POLL_MAX_SECONDS, STATUS_POLL_MIN_SECONDS, STATUS_POLL_SECONDS } from "./constants";
import { sortPlans } from "./ordering";

/** A price as shown: non-numeric shows 0; whole numbers without decimals; otherwise two decimals. */
export function formatPrice(price: unknown): string {
  const value = typeof price === "number" ? price : typeof price === "string" && price.trim() !== "" ? Number(price) : NaN;
  if (!Number.isFinite(value)) return "0";
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

/**
 * An amount of money rounded to cents, in decimal rather than binary: 1.005 → 1.01 (Math.round(1.005 * 100) would
 * give 1.00, as 1.005 * 100 is 100.49999…). toPrecision(12) removes that float noise before rounding. Prices the
 * server stores, term prices and Blesta's marked-up prices are all rounded this way.
 */
export function roundCents(amount: number): number {
  return Math.round(Number((amount * 100).toPrecision(12))) / 100;
}

/** A bare number ("4", "2.5", "1,5"): the only spec text that gets a unit added. */
const BARE_NUMBER = /^\d{1,12}(?:[.,]\d{1,6})?$/;

/** A bare number of CPUs gets "Core" for shared plans and "vCPU" otherwise; any other text ("2 Cores", "2x 3.4 GHz") stays as written. */
export function cpuLabel(cpu: string | number | null | undefined, type: string): string {
  const value = String(cpu ?? "").trim();
  return BARE_NUMBER.test(value) ? `${value} ${type === "shared" ? "Core" : "vCPU"}` : value;
}

/** A bare number of RAM gets "GB"; any other text ("8 GB", "512 MB") stays as written. */
export function ramLabel(ram: string | number | null | undefined): string {
  const value = String(ram ?? "").trim();
  return BARE_NUMBER.test(value) ? `${value} GB` : value;
}

/** The hosting limits a shared plan lists (its card on the website, the admin plan dialog), in order, with their labels. */
export const HOSTING_LIMIT_FIELDS = [
  ["websites", "Domains"],
  ["subdomains", "Subdomains"],
  ["addon_domains", "Addon Domains"],
  ["parked_domains", "Parked Domains"],
  ["databases", "Databases"],
  ["email_accounts", "Email Accounts"],
] as const;

export interface CategoryLike {
  key: string;
  type: string;
  sub_type?: string | null;
}

export interface PlanLike {
  category_key?: string | null;
  plan_type?: string | null;
  type?: string | null;
  sub_type?: string | null;
}

/**
 * Which category a plan belongs to: category_key equals the key; for plans without a category_key, type (and
 * sub_type when the category has one) equals the category's; or plan_type equals the key.
 */
export function planBelongsToCategory(plan: PlanLike, category: CategoryLike): boolean {
  if (plan.category_key) return plan.category_key === category.key;
  const typeMatches = !!plan.type && plan.type === category.type && (!category.sub_type || plan.sub_type === category.sub_type);
  return typeMatches || (!!plan.plan_type && plan.plan_type === category.key);
}

/** The plans of one category, in the display order (see ordering.ts). */
export function plansOfCategory<P extends PlanLike & { id: number; display_order?: number; name: string }>(plans: readonly P[], category: CategoryLike): P[] {
  return sortPlans(plans.filter((plan) => planBelongsToCategory(plan, category)));
}

/** Grid columns: 1 plan → 1 column, 2 → 2, 3 or more → 3 on large screens. */
export function gridColumns(planCount: number): 1 | 2 | 3 {
  return planCount <= 1 ? 1 : planCount === 2 ? 2 : 3;
}

const PLAN_TYPE_NAMES: Record<string, string> = {
  shared: "Shared Hosting",
  ssd_shared: "SSD Shared Hosting",
  hdd_shared: "HDD Shared Hosting",
  shared_byop: "Build Your Own Plan",
  managed_wordpress: "Managed WordPress",
  vps: "VPS Hosting",
  vps_ssd: "SSD VPS",
  vps_hdd: "HDD VPS",
  gameserver: "Game Server",
  minecraft: "Minecraft Server",
  custom: "Custom",
  dedicated: "Dedicated Server",
};

/** Plan type display names; unknown types are prettified by replacing underscores. */
export function planTypeName(type: string): string {
  return (
    PLAN_TYPE_NAMES[type] ??
    type
      .split("_")
      .filter(Boolean)
      .map((word) => word[0].toUpperCase() + word.slice(1))
      .join(" ")
  );
}

export type PromoState = "scheduled" | "active" | "expired" | "inactive";

/**
 * Where a promo code stands at `now`: inactive (switched off), expired (expiry_date reached), scheduled
 * (starts_at still ahead) or active. Only active codes are public; the edges need no admin action.
 */
export function promoState(promo: { is_active: boolean; starts_at?: string | null; expiry_date?: string | null }, now: Date): PromoState {
  if (!promo.is_active) return "inactive";
  const time = now.getTime();
  if (promo.expiry_date && Date.parse(promo.expiry_date) <= time) return "expired";
  if (promo.starts_at && Date.parse(promo.starts_at) > time) return "scheduled";
  return "active";
}

/** Public promo slots: only active codes of that slot. */
export function promosForSlot<T extends { is_active: boolean; display_location: string }>(promos: readonly T[], slot: string): T[] {
  return promos.filter((promo) => promo.is_active && promo.display_location === slot);
}

/** Cuts a message preview at MESSAGE_PREVIEW_LENGTH (100) characters. */
export function messagePreview(message: string, length: number = MESSAGE_PREVIEW_LENGTH): string {
  return message.length > length ? `${message.slice(0, length)}…` : message;
}

/**
 * The status check interval in seconds for a status_update_interval setting: rounded to whole seconds and kept
 * within 10–300; 30 when the setting is missing, not a number or not positive.
 */
export function statusPollSeconds(interval: unknown): number {
  const value = Number(interval);
  if (!Number.isFinite(value) || value <= 0) return STATUS_POLL_SECONDS;
  return Math.min(STATUS_POLL_MAX_SECONDS, Math.max(STATUS_POLL_MIN_SECONDS, Math.round(value)));
}
