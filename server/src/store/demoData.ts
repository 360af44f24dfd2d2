import { BILLING_DEFAULTS, CATEGORY_DEFAULTS, PLAN_DEFAULTS, SMTP_DEFAULTS } from "../../../common/contracts";
import type { Category, ContentBlock, ContentSection, Plan, PromoCode } from "../../../common/contracts";
import { SCHEMA_VERSION, type SiteData } from "./types";
import { DEMO_PRIVACY, DEMO_TERMS } from "./demoLegal";

/** The content an empty DATA_DIR starts with, so the site looks complete at once. */
export function demoSiteData(now = new Date()): SiteData {
  const at = now.toISOString();
  const categories = demoCategories(at);
  const plans = demoPlans(at);
  const promos = demoPromos(at, now);
  return {
    schema_version: SCHEMA_VERSION,
    meta: { created_at: at, next_ids: { plans: plans.length + 1, categories: categories.length + 1, promos: promos.length + 1, navigation: 5 } },
    admin: null,
    categories,
    plans,
    promos,
    company: {
      name: "Nebula Hosting",
      tagline: "Fast, reliable hosting for websites, servers and games",
      description:
        "Nebula Hosting runs shared hosting, virtual private servers and game servers on modern hardware in three data centres, backed by people who answer day and night.",
      contact_email: "support@nebula-hosting.example",
      phone: "+1 555 0100",
      founded_year: 2019,
      address: "100 Orbit Way, Suite 4, Austin, TX 78701",
      features: ["99.9% uptime guarantee", "24/7 support", "Free SSL certificates", "Daily backups"],
    },
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
    content: demoContent(at),
    smtp: { ...SMTP_DEFAULTS },
    billing: { ...BILLING_DEFAULTS, markup_percentages: { ...BILLING_DEFAULTS.markup_percentages }, last_sync: null, last_sync_result: null },
    site_settings: {
      uptime_kuma_api_key: "",
      uptime_kuma_url: "",
      status_update_interval: 30,
      site_title: "Nebula Hosting – Shared, VPS and Game Server Hosting",
      site_description: "Fast, reliable and affordable hosting from $1/mo: SSD shared hosting, KVM VPS and game servers with 99.9% uptime and 24/7 support.",
      client_area_url: "https://billing.nebula-hosting.example/client",
      game_panel_url: "https://panel.nebula-hosting.example",
      billing_url: "https://billing.nebula-hosting.example/order",
      status_page_url: "https://status.nebula-hosting.example",
      submission_retention_days: 0,
      activity_retention_days: 90,
      maintenance_mode: false,
      maintenance_message: "",
    },
    media: {},
  };
}

function demoCategories(at: string): Category[] {
  const base = { ...CATEGORY_DEFAULTS, created_at: at, updated_at: at };
  return [
    {
      ...base,
      id: 1,
      key: "hosting",
      display_name: "Shared Hosting",
      description: "cPanel web hosting on NVMe SSD storage",
      section_title: "Shared Web Hosting",
      section_description: "Everything a website needs: free SSL, daily backups, one-click WordPress and e-mail.",
      type: "shared",
      sub_type: "ssd",
      display_order: 1,
    },
    {
      ...base,
      id: 2,
      key: "vps",
      display_name: "VPS Hosting",
      description: "KVM virtual private servers with full root access",
      section_title: "Virtual Private Servers",
      section_description: "Dedicated resources, full root access and your choice of Linux distribution, deployed in under a minute.",
      type: "vps",
      sub_type: "standard",
      display_order: 2,
      supports_containers: true,
    },
    {
      ...base,
      id: 3,
      key: "gameservers",
      display_name: "Game Servers",
      description: "Low-latency game servers with DDoS protection",
      section_title: "Game Server Hosting",
      section_description: "Minecraft, Rust, Valheim and more on high-clock CPUs, with a control panel and instant setup.",
      type: "gameserver",
      sub_type: "standard",
      display_order: 3,
      supports_custom_features: true,
    },
  ];
}

function plan(at: string, fields: Partial<Plan> & Pick<Plan, "id" | "name" | "price">): Plan {
  return { ...PLAN_DEFAULTS, created_at: at, updated_at: at, ...fields };
}

function demoPlans(at: string): Plan[] {
  const shared = { type: "shared" as const, sub_type: "ssd", category_key: "hosting", plan_type: "hosting" };
  const vps = { type: "vps" as const, sub_type: "standard", category_key: "vps", plan_type: "vps" };
  const game = { type: "gameserver" as const, sub_type: "standard", category_key: "gameservers", plan_type: "gameservers" };
  return [
    plan(at, {
      ...shared,
      id: 1,
      name: "Starter",
      price: 1,
      cpu: "1",
      ram: "1",
      disk_space: "10 GB NVMe",
      bandwidth: "100 GB",
      websites: "1",
      subdomains: "10",
      parked_domains: "5",
      addon_domains: "0",
      databases: "2",
      email_accounts: "5",
      features: ["Free SSL certificate", "Daily backups", "One-click WordPress"],
      display_order: 1,
    }),
    plan(at, {
      ...shared,
      id: 2,
      name: "Business",
      price: 4.99,
      cpu: "2",
      ram: "2",
      disk_space: "50 GB NVMe",
      bandwidth: "Unmetered",
      websites: "10",
      subdomains: "Unlimited",
      parked_domains: "Unlimited",
      addon_domains: "10",
      databases: "20",
      email_accounts: "50",
      features: ["Free SSL certificate", "Daily backups", "Free domain for a year", "Staging site"],
      is_popular: true,
      display_order: 2,
    }),
    plan(at, {
      ...shared,
      id: 3,
      name: "Pro",
      price: 9.99,
      cpu: "4",
      ram: "4",
      disk_space: "150 GB NVMe",
      bandwidth: "Unmetered",
      websites: "Unlimited",
      subdomains: "Unlimited",
      parked_domains: "Unlimited",
      addon_domains: "Unlimited",
      databases: "Unlimited",
      email_accounts: "Unlimited",
      features: ["Everything in Business", "Priority support", "Dedicated IP"],
      display_order: 3,
    }),
    plan(at, {
      ...vps,
      id: 4,
      name: "VPS S",
      price: 6,
      cpu: "2",
      ram: "4",
      disk_space: "80 GB NVMe",
      bandwidth: "4 TB",
      features: ["Full root access", "KVM virtualisation", "1 IPv4 + /64 IPv6"],
      pricing: { quarterly: 17.1, annual: 64.8 },
      display_order: 1,
    }),
    plan(at, {
      ...vps,
      id: 5,
      name: "VPS M",
      price: 12,
      cpu: "4",
      ram: "8",
      disk_space: "160 GB NVMe",
      bandwidth: "8 TB",
      features: ["Full root access", "Weekly snapshots", "1 IPv4 + /64 IPv6"],
      pricing: { quarterly: 34.2, annual: 129.6 },
      is_popular: true,
      display_order: 2,
    }),
    plan(at, {
      ...vps,
      id: 6,
      name: "VPS L",
      price: 24,
      cpu: "8 vCPU",
      ram: "16 GB",
      disk_space: "320 GB NVMe",
      bandwidth: "16 TB",
      features: ["Full root access", "Daily snapshots", "Private networking"],
      pricing: { quarterly: 68.4, annual: 259.2 },
      display_order: 3,
    }),
    plan(at, {
      ...game,
      id: 7,
      name: "Pebble",
      price: 5,
      cpu: "2",
      ram: "4",
      disk_space: "25 GB NVMe",
      bandwidth: "Unmetered",
      features: ["Up to 20 players", "DDoS protection", "Mod support"],
      supported_games: ["Minecraft", "Terraria"],
      display_order: 1,
    }),
    plan(at, {
      ...game,
      id: 8,
      name: "Boulder",
      price: 10,
      cpu: "3",
      ram: "8",
      disk_space: "50 GB NVMe",
      bandwidth: "Unmetered",
      features: ["Up to 50 players", "DDoS protection", "Automatic backups"],
      supported_games: ["Minecraft", "Valheim", "Rust"],
      is_popular: true,
      display_order: 2,
    }),
    plan(at, {
      ...game,
      id: 9,
      name: "Mountain",
      price: 20,
      cpu: "4",
      ram: "16",
      disk_space: "100 GB NVMe",
      bandwidth: "Unmetered",
      features: ["Up to 150 players", "Dedicated IP", "Priority support"],
      supported_games: ["Minecraft", "ARK", "Rust", "Valheim"],
      display_order: 3,
    }),
  ];
}

function demoPromos(at: string, now: Date): PromoCode[] {
  const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
  const base = { discount_amount: null, starts_at: null, button_text: "Copy Code", button_url: "", is_active: true, created_at: at, updated_at: at };
  return [
    {
      ...base,
      id: 1,
      code: "LAUNCH50",
      title: "50% off your first month",
      description: "Use code LAUNCH50 at checkout on any shared hosting plan.",
      discount_percentage: 50,
      expiry_date: inDays(365),
      display_location: "hero",
    },
    {
      ...base,
      id: 2,
      code: "ANNUAL20",
      title: "Save 20% on yearly billing",
      description: "Pay yearly and get 20% off every plan.",
      discount_percentage: 20,
      expiry_date: inDays(365),
      display_location: "pricing",
    },
    {
      ...base,
      id: 3,
      code: "WELCOME10",
      title: "New here? Take 10% off",
      description: "10% off your first order of any plan.",
      discount_percentage: 10,
      expiry_date: inDays(180),
      display_location: "floating",
    },
  ];
}

function block(section: ContentSection, at: string, fields: Partial<ContentBlock>): ContentBlock {
  return { section, title: "", subtitle: "", description: "", content: "", button_text: "", button_url: "", updated_at: at, ...fields };
}

function demoContent(at: string): Record<ContentSection, ContentBlock> {
  return {
    hero: block("hero", at, {
      title: "Fast, Reliable, and Affordable",
      subtitle: "Hosting Solutions—Starting at $1/mo",
      description:
        "Shared hosting, VPS and game servers on NVMe storage with a 99.9% uptime guarantee and real people on 24/7 support. Join 5000+ customers who build on Nebula.",
      button_text: "View Hosting Plans",
      button_url: "#hosting",
    }),
    features: block("features", at, {
      title: "Why Choose Nebula Hosting?",
      description: "Whatever you run, from a first blog to a busy game community, we have the right home for it.",
    }),
    about: block("about", at, {
      title: "About Nebula Hosting",
      description:
        "Since 2019 we have hosted websites, applications and game communities for more than 5000 customers. Our servers run in three data centres with redundant power and networking, and our support team answers around the clock. We keep prices honest: no setup fees, no surprise renewals.",
    }),
    terms: block("terms", at, { title: "Terms of Service", description: DEMO_TERMS, content: DEMO_TERMS }),
    privacy: block("privacy", at, { title: "Privacy Policy", description: DEMO_PRIVACY, content: DEMO_PRIVACY }),
  };
}
