/**
 * The enhancement modules of the public site, by the name components put in `data-enhance`. A component whose
 * markup needs the browser renders `{...enhance("status-badge")}` on that markup; `registry.ts` maps each name to
 * the `*.client.ts` module beside the component. Every module is in the page's one script; a module's `start`
 * runs only for the elements that name it.
 */
export type EnhancementName =
  | "contact-form"
  | "copy-address"
  | "floating-promo"
  | "header"
  | "latency-test"
  | "local-date"
  | "location-choice"
  | "logo"
  | "plan-card"
  | "promo-banner"
  | "status-badge"
  | "status-page"
  | "term-switch";

export const ENHANCE_ATTRIBUTE = "data-enhance";

/** The attribute that starts an enhancement module on this element (several names: space-separated). */
export function enhance(...names: EnhancementName[]): { "data-enhance": string } {
  return { [ENHANCE_ATTRIBUTE]: names.join(" ") } as { "data-enhance": string };
}
