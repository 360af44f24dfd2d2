import { emptyImprintFacts } from "../../../common/contracts/company";
import { AUTO_INCIDENT_MINUTES, SALES_SETTING_DEFAULTS } from "../../../common/contracts/siteSettings";
import { STATISTICS_RETENTION_DAYS } from "../../../common/contracts/statistics";
import {
  DEFAULT_BRAND_COLOR,
  DEFAULT_FONT,
  DEFAULT_SECONDARY_BUTTON,
  defaultAboutStats,
  defaultFeatureCards,
  defaultHeroHighlights,
} from "../../../common/siteLook";
import { SCHEMA_VERSION, type SiteData } from "./types";

/**
 * Migrations from version N to N+1, keyed by N. Each takes the parsed data of version N and returns
 * version N+1. A backup is taken before any migration runs.
 */
type Migrations = Record<number, (data: Record<string, unknown>) => Record<string, unknown>>;

export interface MigrationPlan {
  target: number;
  steps: Migrations;
}

type Row = Record<string, unknown>;
const rows = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);

/**
 * Version 1 → 2: plans gain `sold_out` (false) and `pricing` ({}), promo codes `starts_at` (null), site settings
 * `maintenance_mode` (false) and `maintenance_message` (""), and the data gains `media` (nothing uploaded).
 * Values already present are kept.
 */
export function addMarketingFields(data: Row): Row {
  return {
    ...data,
    plans: rows(data.plans).map((plan) => ({ sold_out: false, pricing: {}, ...plan })),
    promos: rows(data.promos).map((promo) => ({ starts_at: null, ...promo })),
    site_settings: { maintenance_mode: false, maintenance_message: "", ...(data.site_settings as Row | undefined) },
    media: (data.media as Row | undefined) ?? {},
  };
}

/** `row` with each of `defaults` added where it has no value of its own (added after the fields it has). */
function withDefaults(row: unknown, defaults: Row): unknown {
  if (!row || typeof row !== "object" || Array.isArray(row)) return row;
  const own = row as Row;
  return { ...own, ...Object.fromEntries(Object.entries(defaults).filter(([key]) => own[key] === undefined)) };
}

/**
 * Version 2 → 3: the home page's texts that were fixed in the design become content, with exactly what the site
 * showed (the hero's trust row and "Talk to Our Team" button, the three service cards, the about numbers with the
 * company's founding year); site settings gain `show_status_badge` (true), `brand_color` (the standard indigo) and
 * `font` (system); the data gains `pages` and `faq` (none). Values already present are kept.
 */
export function addOwnSiteFields(data: Row): Row {
  const content = (data.content as Row | undefined) ?? {};
  const foundedYear = (data.company as Row | undefined)?.founded_year;
  return {
    ...data,
    content: {
      ...content,
      hero: withDefaults(content.hero, {
        secondary_button_text: DEFAULT_SECONDARY_BUTTON.text,
        secondary_button_url: DEFAULT_SECONDARY_BUTTON.url,
        highlights: defaultHeroHighlights(),
      }),
      features: withDefaults(content.features, { cards: defaultFeatureCards() }),
      about: withDefaults(content.about, { stats: defaultAboutStats(typeof foundedYear === "number" ? foundedYear : null) }),
    },
    site_settings: withDefaults(data.site_settings ?? {}, { show_status_badge: true, brand_color: DEFAULT_BRAND_COLOR, font: DEFAULT_FONT }),
    pages: (data.pages as unknown[] | undefined) ?? [],
    faq: (data.faq as unknown[] | undefined) ?? [],
  };
}

/**
 * Version 3 → 4: site settings gain the languages, currencies, tax display and order address template (English,
 * US dollars, no tax shown, no template: the site looks and orders exactly as before); plans gain
 * `currency_prices` and `blesta_pricing_ids` (none). Records have no `translations` until some are saved.
 * Values already present are kept.
 */
export function addSalesFields(data: Row): Row {
  return {
    ...data,
    plans: rows(data.plans).map((plan) => withDefaults(plan, { currency_prices: {}, blesta_pricing_ids: {} })),
    site_settings: withDefaults(data.site_settings ?? {}, structuredClone(SALES_SETTING_DEFAULTS)),
  };
}

/** The slug the imprint took over from the pages of the site's own. */
const IMPRINT_SLUG = "imprint";

/** The imprint block made from a page that was the site's imprint: its title and text, in every language it had. */
function imprintFromPage(page: Row): Row {
  const translations = page.translations && typeof page.translations === "object" ? (page.translations as Record<string, Row | null>) : undefined;
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return {
    section: "imprint",
    title: text(page.title),
    subtitle: "",
    description: text(page.body),
    content: text(page.body),
    button_text: "",
    button_url: "",
    updated_at: typeof page.updated_at === "string" ? page.updated_at : null,
    ...(translations
      ? {
          translations: Object.fromEntries(
            Object.entries(translations)
              .filter((entry): entry is [string, Row] => entry[1] !== null && typeof entry[1] === "object")
              .map(([language, fields]) => [
                language,
                Object.fromEntries(
                  Object.entries({ title: fields.title, description: fields.body }).filter(([, value]) => typeof value === "string" && value !== ""),
                ),
              ]),
          ),
        }
      : {}),
  };
}

/** `base`, or `base-2`, `base-3` … : the first that no page uses. */
function freeSlug(base: string, pages: readonly Row[]): string {
  const used = new Set(pages.map((page) => page.slug));
  if (!used.has(base)) return base;
  let number = 2;
  while (used.has(`${base}-${number}`)) number++;
  return `${base}-${number}`;
}

/**
 * Version 4 → 5: the company gains the imprint's facts (legal form, managing directors, register court and
 * number, VAT id, supervisory authority; none stated), and the content gains the legal page `imprint` at
 * /imprint, which no page of the site's own may use any more. A published page at /imprint was the site's
 * imprint: its title and text (in every language) become the imprint's, and the page goes, so visitors and links
 * find the same text at the same address. An unpublished one is a draft and stays one, at /imprint-draft. With
 * no such page the imprint has no text of its own and is made from the company's details. Values already present
 * are kept.
 */
export function addImprint(data: Row): Row {
  const content = (data.content as Row | undefined) ?? {};
  const pages = rows(data.pages);
  const own = pages.find((page) => page.slug === IMPRINT_SLUG);
  const moved = own?.published === true && content.imprint === undefined ? own : undefined;
  const emptyImprint = { section: "imprint", title: "", subtitle: "", description: "", content: "", button_text: "", button_url: "", updated_at: null };
  const imprint = content.imprint ?? (moved ? imprintFromPage(moved) : emptyImprint);
  return {
    ...data,
    company: withDefaults(data.company ?? {}, emptyImprintFacts()),
    content: { ...content, imprint },
    pages: pages.filter((page) => page !== moved).map((page) => (page === own ? { ...page, slug: freeSlug(`${IMPRINT_SLUG}-draft`, pages) } : page)),
  };
}

/**
 * Version 5 → 6: the data gains the status page's monitors (none known yet), the uptime history the server counts
 * from its polls, incidents and maintenance windows (none yet). Values already present are kept.
 */
function addStatusPage(data: Row): Row {
  return { status_monitors: [], status_history: [], incidents: [], maintenance: [], ...data };
}

/** The slug the status page took over from the pages of the site's own. */
const STATUS_SLUG = "status";

/**
 * Version 6 → 7: site settings gain `auto_incident_minutes` (5; a value already present is kept), and the status
 * page takes /status, which no page of the site's own may use any more: such a page moves to the first free
 * /status-2, /status-3 …, with everything else it has (published or not, its footer link, its translations).
 */
export function addAutoIncidentsAndStatusPage(data: Row): Row {
  const pages = rows(data.pages);
  return {
    ...data,
    site_settings: withDefaults(data.site_settings ?? {}, { auto_incident_minutes: AUTO_INCIDENT_MINUTES.default }),
    ...(Array.isArray(data.pages) ? { pages: pages.map((page) => (page.slug === STATUS_SLUG ? { ...page, slug: freeSlug(STATUS_SLUG, pages) } : page)) } : {}),
  };
}

/** The slugs the locations page and the compare pages took over from the pages of the site's own. */
const LOCATION_PAGE_SLUGS = ["locations", "compare"] as const;

/**
 * Version 7 → 8: the data gains the data-centre locations (none yet) and every plan `locations` (none stated), and
 * the locations page (/locations) and the compare pages (/compare/…) take their slugs, which no page of the site's
 * own may use any more: such a page moves to the first free /locations-2, /compare-2 …, with everything else it
 * has. Values already present are kept.
 */
export function addLocations(data: Row): Row {
  let pages = rows(data.pages);
  for (const slug of LOCATION_PAGE_SLUGS) {
    const taken = pages;
    pages = taken.map((page) => (page.slug === slug ? { ...page, slug: freeSlug(slug, taken) } : page));
  }
  return {
    ...data,
    locations: (data.locations as unknown[] | undefined) ?? [],
    plans: rows(data.plans).map((plan) => withDefaults(plan, { locations: [] })),
    ...(Array.isArray(data.pages) ? { pages } : {}),
  };
}

/**
 * Version 8 → 9: site settings gain the statistics switches: `statistics_enabled` (true) and
 * `statistics_retention_days` (730). Values already present are kept.
 */
export function addStatisticsSettings(data: Row): Row {
  return {
    ...data,
    site_settings: withDefaults(data.site_settings ?? {}, {
      statistics_enabled: true,
      statistics_retention_days: STATISTICS_RETENTION_DAYS.default,
    }),
  };
}

export const CURRENT_MIGRATIONS: MigrationPlan = {
  target: SCHEMA_VERSION,
  steps: {
    1: addMarketingFields,
    2: addOwnSiteFields,
    3: addSalesFields,
    4: addImprint,
    5: addStatusPage,
    6: addAutoIncidentsAndStatusPage,
    7: addLocations,
    8: addStatisticsSettings,
  },
};

export function needsMigration(data: { schema_version: number }, plan: MigrationPlan = CURRENT_MIGRATIONS): boolean {
  return data.schema_version < plan.target;
}

export function migrate(data: Record<string, unknown>, plan: MigrationPlan = CURRENT_MIGRATIONS): SiteData {
  let current = data;
  for (let version = Number(current.schema_version); version < plan.target; version++) {
    const step = plan.steps[version];
    if (!step) throw new Error(`No migration from schema version ${version}`);
    current = { ...step(current), schema_version: version + 1 };
  }
  return current as unknown as SiteData;
}

/** A cheap structural check: is this plausibly our store file? */
export function looksLikeSiteData(value: unknown, maxVersion = SCHEMA_VERSION): value is SiteData {
  if (!value || typeof value !== "object") return false;
  const data = value as Record<string, unknown>;
  return (
    typeof data.schema_version === "number" &&
    data.schema_version >= 1 &&
    data.schema_version <= maxVersion &&
    Array.isArray(data.plans) &&
    Array.isArray(data.categories) &&
    Array.isArray(data.promos) &&
    Array.isArray(data.navigation) &&
    typeof data.content === "object" &&
    typeof data.meta === "object"
  );
}
