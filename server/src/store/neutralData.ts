import type { ContentBlocks } from "../../../common/contracts";
import { emptyImprintFacts } from "../../../common/contracts";
import { demoSiteData } from "./demoData";
import type { SiteData } from "./types";

/** The company name of a site started without the demo: a placeholder the setup checklist asks to replace. */
export const NEUTRAL_COMPANY_NAME = "Your Company";

/**
 * What an empty DATA_DIR starts with when DEMO_CONTENT=false: no plans, categories or promo codes, and plain texts
 * that name no company and promise nothing (no uptime figures, customer counts or prices). Settings that are not
 * texts (mail, billing, the look, retention) are the same as the demo's.
 */
export function neutralSiteData(now = new Date()): SiteData {
  const demo = demoSiteData(now);
  const at = now.toISOString();
  return {
    ...demo,
    meta: { created_at: at, next_ids: { plans: 1, categories: 1, promos: 1, navigation: 5, pages: 1 } },
    categories: [],
    plans: [],
    promos: [],
    company: {
      name: NEUTRAL_COMPANY_NAME,
      tagline: "Web hosting",
      description: "",
      contact_email: "",
      phone: "",
      founded_year: null,
      address: "",
      features: [],
      ...emptyImprintFacts(),
    },
    navigation: [
      { id: 1, label: "Home", href: "#home", order: 1, is_external: false, dropdown_items: [] },
      { id: 2, label: "Hosting", href: "#hosting", order: 2, is_external: false, dropdown_items: [] },
      { id: 3, label: "About", href: "#about", order: 3, is_external: false, dropdown_items: [] },
      { id: 4, label: "Contact", href: "#contact", order: 4, is_external: false, dropdown_items: [] },
    ],
    content: neutralContent(at),
    site_settings: {
      ...demo.site_settings,
      site_title: "Web Hosting",
      site_description: "Web hosting plans and support.",
      client_area_url: "",
      game_panel_url: "",
      billing_url: "",
      status_page_url: "",
    },
  };
}

const EMPTY_BLOCK = { title: "", subtitle: "", description: "", content: "", button_text: "", button_url: "" };

function neutralContent(at: string): ContentBlocks {
  const hero = "Our hosting plans will be listed here soon. Questions in the meantime? Write to us.";
  const about = "We host websites and servers.";
  return {
    hero: {
      section: "hero",
      ...EMPTY_BLOCK,
      title: "Web Hosting",
      description: hero,
      button_text: "Contact Us",
      button_url: "#contact",
      secondary_button_text: "",
      secondary_button_url: "",
      highlights: [],
      updated_at: at,
    },
    features: {
      section: "features",
      ...EMPTY_BLOCK,
      title: "What We Offer",
      cards: [{ title: "Talk to us", description: "Tell us what you need and we will find the right plan for you.", icon: "support", href: "#contact" }],
      updated_at: at,
    },
    about: { section: "about", ...EMPTY_BLOCK, title: "About Us", description: about, stats: [], updated_at: at },
    terms: { section: "terms", ...EMPTY_BLOCK, title: "Terms of Service", updated_at: at },
    privacy: { section: "privacy", ...EMPTY_BLOCK, title: "Privacy Policy", updated_at: at },
    imprint: { section: "imprint", ...EMPTY_BLOCK, updated_at: null },
  };
}
