/** The site's own status page, in the default language (other languages: /{lang}/status). */
const OWN_STATUS_PATH = "/status";

/**
 * Where visitors' status links (header badge, footer) go: a status page address set in Site Settings wins; else,
 * once an Uptime Kuma address is set, the site's own status page; else there is no status link.
 */
export type StatusLinkTarget = { kind: "address"; url: string } | { kind: "own"; path: string } | { kind: "none" };

export function statusLinkTarget(settings: { uptime_kuma_url?: string; status_page_url?: string } | undefined): StatusLinkTarget {
  const address = settings?.status_page_url?.trim() ?? "";
  if (address) return { kind: "address", url: address };
  if (settings?.uptime_kuma_url?.trim()) return { kind: "own", path: OWN_STATUS_PATH };
  return { kind: "none" };
}
