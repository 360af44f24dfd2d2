/**
 * The choices of the site's look that the API checks and the public pages apply: the brand colour, the font,
 * the icons a feature card may show, and what a site has before anyone changes them. Plain data without zod, so
 * the public pages' bundle can take it.
 */

/** The accent colour of the public pages' buttons and links (the indigo of the standard design). */
export const DEFAULT_BRAND_COLOR = "#4f46e5";

/** The fonts the public pages can use; `system` is the visitor's own interface font (nothing to download). */
export const SITE_FONTS = ["system", "inter", "plus-jakarta-sans", "source-sans-3", "ibm-plex-sans", "nunito-sans"] as const;
export type SiteFont = (typeof SITE_FONTS)[number];
export const DEFAULT_FONT: SiteFont = "system";

/** #rrggbb in either case. */
export function isHexColor(value: string): boolean {
  return /^#[0-9a-f]{6}$/i.test(value);
}

/** The icons a feature card on the home page can show. */
export const FEATURE_ICONS = ["shared", "vps", "gameserver", "dedicated", "domain", "email", "shield", "support", "speed", "globe"] as const;
export type FeatureIcon = (typeof FEATURE_ICONS)[number];

/** Sizes of the home page's lists: hero highlights (the trust row), feature cards, about numbers. */
export const HOME_LIMITS = {
  highlights: { items: 6, text: 80 },
  cards: { items: 6, title: 80, description: 300 },
  stats: { items: 4, value: 20, label: 60 },
} as const;

export interface FeatureCard {
  title: string;
  description: string;
  icon: FeatureIcon;
  /** An anchor (#vps), a site path (/data-centres) or an http(s) address; empty: the card links nowhere. */
  href: string;
}

export interface AboutStat {
  value: string;
  label: string;
}

/** The three cards of the standard home page: shared hosting, VPS and game servers, each linking to its section. */
export function defaultFeatureCards(): FeatureCard[] {
  return [
    {
      title: "Shared Hosting",
      description: "Launch websites fast with NVMe storage, free SSL, one-click WordPress and daily backups.",
      icon: "shared",
      href: "#hosting",
    },
    {
      title: "VPS Hosting",
      description: "Dedicated vCPU and RAM, full root access and your choice of Linux, ready in about a minute.",
      icon: "vps",
      href: "#vps",
    },
    {
      title: "Game Servers",
      description: "Low-latency servers for Minecraft, Rust, Valheim and more, with DDoS protection built in.",
      icon: "gameserver",
      href: "#gameservers",
    },
  ];
}

/** The trust row under the standard hero's buttons. */
export function defaultHeroHighlights(): string[] {
  return ["99.9% uptime guarantee", "24/7 expert support", "5000+ happy customers"];
}

/** The standard hero's second button: to the contact form. */
export const DEFAULT_SECONDARY_BUTTON = { text: "Talk to Our Team", url: "#contact" } as const;

/** The standard about section's numbers; the last is the founding year when the company has one. */
export function defaultAboutStats(foundedYear: number | null | undefined): AboutStat[] {
  return [
    { value: "99.9%", label: "Uptime guarantee" },
    { value: "24/7", label: "Expert support" },
    { value: "5000+", label: "Customers" },
    foundedYear ? { value: String(foundedYear), label: "Founded" } : { value: "$1/mo", label: "Plans from" },
  ];
}
