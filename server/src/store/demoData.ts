import { STATUS_POLL_SECONDS } from "../../../common/constants";
import {
  AUTO_INCIDENT_MINUTES,
  BILLING_DEFAULTS,
  emptyImprintFacts,
  SALES_SETTING_DEFAULTS,
  SMTP_DEFAULTS,
  STATISTICS_RETENTION_DAYS,
} from "../../../common/contracts";
import type { CompanyInfo, ContentBlocks } from "../../../common/contracts";
import {
  DEFAULT_BRAND_COLOR,
  DEFAULT_FONT,
  DEFAULT_SECONDARY_BUTTON,
  defaultAboutStats,
  defaultFeatureCards,
  defaultHeroHighlights,
} from "../../../common/siteLook";
import { demoCategories, demoPlans, demoPromos } from "./demoCatalog";
import { SCHEMA_VERSION, type SiteData } from "./types";
import { DEMO_PRIVACY, DEMO_TERMS } from "./demoLegal";

const DEMO_FOUNDED_YEAR = 2019;

/** The demo's status page: an address nobody set, so visitors never get a link to it (presenters/settings.ts). */
export const DEMO_STATUS_PAGE_URL = "https://status.nebula-hosting.example";

/** The demo company: the setup checklist asks for the real name, e-mail and phone. */
export const DEMO_COMPANY: Readonly<CompanyInfo> = Object.freeze({
  name: "Nebula Hosting",
  tagline: "Fast, reliable hosting for websites, servers and games",
  description:
    "Nebula Hosting runs shared hosting, virtual private servers and game servers on modern hardware in three data centres, backed by people who answer day and night.",
  contact_email: "support@nebula-hosting.example",
  phone: "+1 555 0100",
  founded_year: DEMO_FOUNDED_YEAR,
  address: "100 Orbit Way, Suite 4, Austin, TX 78701",
  features: ["99.9% uptime guarantee", "24/7 support", "Free SSL certificates", "Daily backups"],
  // A company in Texas has no commercial register, VAT number or supervisory authority to state.
  ...emptyImprintFacts(),
});

/** The content an empty DATA_DIR starts with, so the site looks complete at once. */
export function demoSiteData(now = new Date()): SiteData {
  const at = now.toISOString();
  const categories = demoCategories(at);
  const plans = demoPlans(at);
  const promos = demoPromos(at, now);
  const foundedYear = DEMO_FOUNDED_YEAR;
  return {
    schema_version: SCHEMA_VERSION,
    meta: { created_at: at, next_ids: { plans: plans.length + 1, categories: categories.length + 1, promos: promos.length + 1, navigation: 5, pages: 1 } },
    admin: null,
    categories,
    plans,
    promos,
    company: { ...DEMO_COMPANY, features: [...DEMO_COMPANY.features], managing_directors: [...DEMO_COMPANY.managing_directors] },
    navigation: [
      { id: 1, label: "Home", href: "#home", order: 1, is_external: false, dropdown_items: [] },
      {
        id: 2,
        label: "Hosting",
        href: "#hosting",
        order: 2,
        is_external: false,
        dropdown_items: [
          { label: "Shared Hosting", href: "#hosting" },
          { label: "VPS Hosting", href: "#vps" },
          { label: "GameServer Hosting", href: "#gameservers" },
        ],
      },
      { id: 3, label: "About", href: "#about", order: 3, is_external: false, dropdown_items: [] },
      { id: 4, label: "Contact", href: "#contact", order: 4, is_external: false, dropdown_items: [] },
    ],
    content: demoContent(at, foundedYear),
    smtp: { ...SMTP_DEFAULTS },
    billing: { ...BILLING_DEFAULTS, markup_percentages: { ...BILLING_DEFAULTS.markup_percentages }, last_sync: null, last_sync_result: null },
    site_settings: {
      uptime_kuma_api_key: "",
      uptime_kuma_url: "",
      status_update_interval: STATUS_POLL_SECONDS,
      site_title: "Nebula Hosting – Shared, VPS and Game Server Hosting",
      site_description: "Fast, reliable and affordable hosting from $1/mo: SSD shared hosting, KVM VPS and game servers with 99.9% uptime and 24/7 support.",
      client_area_url: "https://billing.nebula-hosting.example/client",
      game_panel_url: "https://panel.nebula-hosting.example",
      billing_url: "https://billing.nebula-hosting.example/order",
      status_page_url: DEMO_STATUS_PAGE_URL,
      submission_retention_days: 0,
      activity_retention_days: 90,
      maintenance_mode: false,
      maintenance_message: "",
      show_status_badge: true,
      auto_incident_minutes: AUTO_INCIDENT_MINUTES.default,
      statistics_enabled: true,
      statistics_retention_days: STATISTICS_RETENTION_DAYS.default,
      brand_color: DEFAULT_BRAND_COLOR,
      font: DEFAULT_FONT,
      ...structuredClone(SALES_SETTING_DEFAULTS),
    },
    media: {},
    // No pages and no FAQ: the home page and its footer look exactly like the standard design.
    pages: [],
    faq: [],
    // No status monitor yet: its monitors and their history come with the first poll.
    status_monitors: [],
    status_history: [],
    incidents: [],
    maintenance: [],
    locations: [],
  };
}

const EMPTY_BLOCK = { title: "", subtitle: "", description: "", content: "", button_text: "", button_url: "" };

/** The texts of the standard design: the hero's trust row and second button, the three service cards, the about numbers. */
function demoContent(at: string, foundedYear: number): ContentBlocks {
  return {
    hero: {
      section: "hero",
      ...EMPTY_BLOCK,
      title: "Fast, Reliable, and Affordable",
      subtitle: "Hosting Solutions—Starting at $1/mo",
      description:
        "Shared hosting, VPS and game servers on NVMe storage with a 99.9% uptime guarantee and real people on 24/7 support. Join 5000+ customers who build on Nebula.",
      button_text: "View Hosting Plans",
      button_url: "#hosting",
      secondary_button_text: DEFAULT_SECONDARY_BUTTON.text,
      secondary_button_url: DEFAULT_SECONDARY_BUTTON.url,
      highlights: defaultHeroHighlights(),
      updated_at: at,
    },
    features: {
      section: "features",
      ...EMPTY_BLOCK,
      title: "Why Choose Nebula Hosting?",
      description: "Whatever you run, from a first blog to a busy game community, we have the right home for it.",
      cards: defaultFeatureCards(),
      updated_at: at,
    },
    about: {
      section: "about",
      ...EMPTY_BLOCK,
      title: "About Nebula Hosting",
      description:
        "Since 2019 we have hosted websites, applications and game communities for more than 5000 customers. Our servers run in three data centres with redundant power and networking, and our support team answers around the clock. We keep prices honest: no setup fees, no surprise renewals.",
      stats: defaultAboutStats(foundedYear),
      updated_at: at,
    },
    terms: { section: "terms", ...EMPTY_BLOCK, title: "Terms of Service", description: DEMO_TERMS, content: DEMO_TERMS, updated_at: at },
    privacy: { section: "privacy", ...EMPTY_BLOCK, title: "Privacy Policy", description: DEMO_PRIVACY, content: DEMO_PRIVACY, updated_at: at },
    // No text of its own: the imprint is made from the company's details in each page's language.
    imprint: { section: "imprint", ...EMPTY_BLOCK, updated_at: null },
  };
}
