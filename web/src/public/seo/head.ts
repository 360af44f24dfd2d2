import { escapeHtml } from "../../../../common/html";
import { localizedPath, OG_LOCALES } from "../../../../common/i18n/pagePaths";
import { formatPrice, plansOfCategory } from "../../../../common/rules";
import { isLegalPageKind, STATUS_FEED_PATH, type PublicPageData } from "../../../../common/publicPages";
import { shownPrices } from "../components/planPrice";
import { firstOrderAddress } from "../components/orderAddress";
import { catalogFor, formatText } from "../i18n/catalog";
import { pagePathOf } from "../links";
import { legalTitle } from "../pages/LegalPage";
import { faqJsonLd } from "./faqJsonLd";
import { customPageMarkdown, legalMarkdown } from "../../../../common/markdown/pageSources";
import { markdownPlainText, type RenderedMarkdownMap } from "../markdown/RenderedMarkdown";
import { siteLookTags } from "../brand/siteLook";
import { siteNameOf } from "../../../../common/siteName";

export interface HeadOptions {
  /** Public address of the site without trailing slash, e.g. https://hosting.example.com. */
  publicUrl: string;
  /** The request path ("/", "/terms", ...). */
  path: string;
}

/** Text on one line, cut at a word boundary to at most `max` characters (with an ellipsis when cut). */
export function shortened(text: string, max = 155): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max - 20))}…`;
}

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute canonical URL; none for the 404 page. */
  canonical: string | null;
}

/**
 * The page's title, meta description and canonical address. `markdown`: the page's markdown as the server rendered
 * it (a legal page's and an own page's description come from its words).
 */
export function pageMeta(data: PublicPageData, options: HeadOptions, markdown: RenderedMarkdownMap = new Map()): PageMeta {
  const texts = catalogFor(data.locale.language);
  const name = siteNameOf(data);
  const siteDescription = data.settings.site_description || data.company.description || data.company.tagline;
  const { language, defaultLanguage } = data.locale;
  // The page's own address in its language, without a query: every currency shares it.
  const canonical = `${options.publicUrl}${localizedPath(pagePathOf(data), language, defaultLanguage)}`;
  if (data.page === "home") {
    return { title: data.settings.site_title || name, description: siteDescription, canonical };
  }
  if (isLegalPageKind(data.page)) {
    const block = data.content[data.page];
    const title = legalTitle(data.page, block, texts.legal);
    const excerpt = shortened(markdownPlainText(markdown, legalMarkdown(block)), 120);
    return {
      title: `${title} | ${name}`,
      description: formatText(texts.head, excerpt ? "legalDescription" : "legalDescriptionShort", { title, name, excerpt }),
      canonical,
    };
  }
  if (data.page === "page" && data.customPage) {
    const page = data.customPage;
    const description = page.description || shortened(markdownPlainText(markdown, customPageMarkdown(page))) || `${page.title} – ${name}.`;
    return { title: `${page.title} | ${name}`, description, canonical };
  }
  if (data.page === "compare" && data.compareCategory) {
    const category = data.compareCategory.display_name;
    return {
      title: formatText(texts.head, "compareTitle", { category, name }),
      description: formatText(texts.head, "compareDescription", { category, name }),
      canonical,
    };
  }
  if (data.page === "status") {
    return {
      title: `${texts.statusPage.title} | ${name}`,
      description: formatText(texts.statusPage, "description", { name }),
      canonical,
    };
  }
  if (data.page === "locations") {
    return {
      title: `${texts.locations.title} | ${name}`,
      description: formatText(texts.locations, "description", { name }),
      canonical,
    };
  }
  if (data.page === "maintenance") {
    return {
      title: formatText(texts.head, "maintenanceTitle", { name }),
      description: formatText(texts.head, "maintenanceDescription", { name }),
      canonical: null,
    };
  }
  return { title: formatText(texts.head, "notFoundTitle", { name }), description: texts.head.notFoundDescription, canonical: null };
}

/** An absolute address for a site path (uploaded images are served by path). */
function absolute(publicUrl: string, path: string): string {
  return /^https?:\/\//i.test(path) ? path : `${publicUrl}${path}`;
}

/** The logo address for structured data and sharing: the uploaded one, else logo.png. */
function logoAddress(data: PublicPageData, options: HeadOptions): string {
  return absolute(options.publicUrl, data.settings.logo_url ?? "/logo.png");
}

/** The favicon tag: the uploaded favicon, else favicon.png. */
function faviconTag(faviconUrl: string | null): string {
  const href = faviconUrl ?? "/favicon.png";
  const extension = /\.(\w+)$/.exec(href)?.[1] ?? "png";
  const type = { png: "image/png", jpg: "image/jpeg", webp: "image/webp", svg: "image/svg+xml", ico: "image/x-icon" }[extension] ?? "image/png";
  return `<link rel="icon" type="${type}" href="${escapeHtml(href)}">`;
}

/** schema.org data for the home page: the company and its plans as offers, grouped by category. */
export function jsonLd(data: PublicPageData, options: HeadOptions): object {
  const site = `${options.publicUrl}/`;
  const offer = (plan: PublicPageData["plans"][number]) => {
    // The price as the card shows it (tax added when shown included), in the plan's currency.
    const price = formatPrice(shownPrices(plan).price);
    const taxIncluded = plan.tax?.display === "inclusive" ? true : plan.tax?.display === "exclusive" ? false : undefined;
    const orderUrl = firstOrderAddress(plan, data.settings.billing_url);
    return {
      "@type": "Offer",
      name: plan.name,
      price,
      priceCurrency: plan.currency,
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price,
        priceCurrency: plan.currency,
        unitText: "MONTH",
        ...(taxIncluded === undefined ? {} : { valueAddedTaxIncluded: taxIncluded }),
      },
      ...(taxIncluded === undefined ? {} : { valueAddedTaxIncluded: taxIncluded }),
      url: orderUrl.startsWith("#") ? site : absolute(options.publicUrl, orderUrl),
      availability: plan.sold_out ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
      itemOffered: { "@type": "Service", name: plan.name, description: [plan.cpu, plan.ram, plan.disk_space].filter(Boolean).join(", ") || undefined },
    };
  };
  const catalogs = data.categories
    .map((category) => ({ category, plans: plansOfCategory(data.plans, category) }))
    .filter((group) => group.plans.length > 0)
    .map(({ category, plans }) => ({ "@type": "OfferCatalog", name: category.display_name, itemListElement: plans.map(offer) }));
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: data.company.name || undefined,
    description: data.company.description || undefined,
    url: site,
    logo: logoAddress(data, options),
    email: data.company.contact_email || undefined,
    telephone: data.company.phone || undefined,
    foundingDate: data.company.founded_year ? String(data.company.founded_year) : undefined,
    address: data.company.address || undefined,
    vatID: data.company.vat_id || undefined,
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: catalogFor(data.locale.language).head.hostingPlans,
      itemListElement: catalogs.length > 0 ? catalogs : data.plans.map(offer),
    },
  };
}

/** A JSON-LD block: `<` escaped so no text in it can end the script. */
function jsonLdTag(value: object): string {
  return `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, "\\u003c")}</script>`;
}

/** The home page's hero image, fetched first of all images (it is the largest thing painted). */
function heroImagePreload(data: PublicPageData): string {
  const url = data.settings.hero_image_url;
  return data.page === "home" && url ? `<link rel="preload" href="${escapeHtml(url)}" as="image" fetchpriority="high">` : "";
}

/**
 * `<link rel="alternate" hreflang>` for the page in every enabled language, plus `x-default` (the default
 * language's address); none for pages without an address of their own (404, maintenance).
 */
function alternateTags(data: PublicPageData, options: HeadOptions): string[] {
  if (data.page === "not-found" || data.page === "maintenance") return [];
  const path = pagePathOf(data);
  const { languages, defaultLanguage } = data.locale;
  const link = (hreflang: string, language: typeof defaultLanguage) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(`${options.publicUrl}${localizedPath(path, language, defaultLanguage)}`)}">`;
  return [...languages.map((language) => link(language, language)), link("x-default", defaultLanguage)];
}

/** og:locale of the page's language, og:locale:alternate of the site's other languages. */
function ogLocaleTags(data: PublicPageData): string[] {
  const { language, languages } = data.locale;
  return [
    `<meta property="og:locale" content="${OG_LOCALES[language]}">`,
    ...languages.filter((other) => other !== language).map((other) => `<meta property="og:locale:alternate" content="${OG_LOCALES[other]}">`),
  ];
}

/** The status page names its feed of incidents and maintenance windows (Atom, in the site's default language). */
function statusFeedTag(data: PublicPageData): string {
  if (data.page !== "status") return "";
  const title = formatText(catalogFor(data.locale.language).statusPage, "feedTitle", { name: siteNameOf(data) });
  return `<link rel="alternate" type="application/atom+xml" href="${STATUS_FEED_PATH}" title="${escapeHtml(title)}">`;
}

/**
 * The tags that go into <head>: title, description, canonical, Open Graph, Twitter card, JSON-LD, the status
 * page's feed, and the site's look (brand colours, font, hero image preload).
 */
export function buildHead(data: PublicPageData, options: HeadOptions, markdown: RenderedMarkdownMap = new Map()): string {
  return headPieces(data, options, markdown).join("");
}

/** The head's tags (buildHead's) as pieces, the home page's structured data each a piece of its own. */
export function headPieces(data: PublicPageData, options: HeadOptions, markdown: RenderedMarkdownMap = new Map()): string[] {
  const meta = pageMeta(data, options, markdown);
  const name = siteNameOf(data);
  const socialImage = data.settings.social_image_url ? absolute(options.publicUrl, data.settings.social_image_url) : logoAddress(data, options);
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    faviconTag(data.settings.favicon_url),
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    meta.canonical ? `<link rel="canonical" href="${escapeHtml(meta.canonical)}">` : `<meta name="robots" content="noindex">`,
    ...(meta.canonical ? alternateTags(data, options) : []),
    statusFeedTag(data),
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(name)}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    meta.canonical ? `<meta property="og:url" content="${escapeHtml(meta.canonical)}">` : "",
    `<meta property="og:image" content="${escapeHtml(socialImage)}">`,
    ...ogLocaleTags(data),
    `<meta name="twitter:card" content="${data.settings.social_image_url ? "summary_large_image" : "summary"}">`,
    `<meta name="twitter:image" content="${escapeHtml(socialImage)}">`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
    ...siteLookTags(data.settings.brand_color, data.settings.font),
    heroImagePreload(data),
  ];
  const pieces = [tags.filter(Boolean).join(TAG_SEPARATOR)];
  if (data.page === "home") {
    pieces.push(TAG_SEPARATOR, jsonLdTag(jsonLd(data, options)));
    const faq = faqJsonLd(data.faq ?? [], markdown);
    if (faq) pieces.push(TAG_SEPARATOR, jsonLdTag(faq));
  }
  return pieces;
}

/** Between two head tags: each on a line of its own, indented as the template's. */
const TAG_SEPARATOR = "\n    ";
