import { isbot } from "isbot";
import type { Context } from "koa";
import type { DeviceClass } from "../../../common/contracts";

/** The longest user agent and referrer looked at: enough for every real one, so hostile headers cost no more. */
const HEADER_MAX = 512;
/** The longest `utm_source` / `utm_campaign` kept. */
const UTM_MAX = 100;
/** The longest path kept (public pages' paths are short; this bounds a count's key). */
const PATH_MAX = 200;

/** Tablets first: an Android tablet's agent has no "Mobile"; an iPad's says "iPad" (or Macintosh with touch, not visible here). */
const TABLET = /ipad|tablet|kindle|silk\/|playbook|(android(?!.*mobile))/;
const PHONE = /mobi|iphone|ipod|android|windows phone|blackberry|opera mini/;

/** The class of device a browser runs on, from its user agent (lower-cased, bounded): phone, tablet or desktop. */
export function deviceClassOf(userAgent: string): DeviceClass {
  const agent = userAgent.slice(0, HEADER_MAX).toLowerCase();
  if (TABLET.test(agent)) return "tablet";
  if (PHONE.test(agent)) return "phone";
  return "desktop";
}

/**
 * Whether a request is a person's visit worth counting: a GET (not HEAD; `method` names another, the promo copy's
 * POST) from a browser that is not a known bot (the
 * `isbot` list; no user agent at all counts as one) and not a prefetch or prerender the browser made on its own
 * (`Sec-Purpose`, `Purpose`, `X-Moz`).
 */
export function isCountableVisit(ctx: Pick<Context, "method" | "get">, method: "GET" | "POST" = "GET"): boolean {
  if (ctx.method !== method) return false;
  const agent = ctx.get("User-Agent").slice(0, HEADER_MAX);
  if (!agent || isbot(agent)) return false;
  const purpose = `${ctx.get("Sec-Purpose")} ${ctx.get("Purpose")} ${ctx.get("X-Moz")}`.toLowerCase();
  return !purpose.includes("prefetch") && !purpose.includes("prerender");
}

/** The host of the site a visitor came from; null for none, an unreadable one, or this site itself. */
export function referrerHostOf(referrer: string, ownHost: string): string | null {
  if (!referrer) return null;
  let host: string;
  try {
    const url = new URL(referrer.slice(0, HEADER_MAX));
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    host = url.hostname.toLowerCase();
  } catch {
    return null;
  }
  return host && host !== ownHost.toLowerCase() ? host : null;
}

/** A campaign from the address: `utm_source` and `utm_campaign` (trimmed, at most 100 characters each); null without both. */
export function campaignOf(query: Record<string, string | string[] | undefined>): { source: string; campaign: string } | null {
  const value = (name: string) => {
    const raw = query[name];
    return (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, UTM_MAX) ?? "";
  };
  const source = value("utm_source");
  const campaign = value("utm_campaign");
  return source || campaign ? { source, campaign } : null;
}

/** A page's path as counted: without query, at most 200 characters. */
export function countedPath(path: string): string {
  return path.slice(0, PATH_MAX);
}
