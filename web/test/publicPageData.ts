import { emptyImprintFacts } from "../../common/contracts/company";
import { SALES_SETTING_DEFAULTS } from "../../common/contracts/siteSettings";
import type { PublicPageData } from "../../common/publicPages";

/** Page data for tests that render or describe a page without the server: Acme's English home page, nothing else set. */
export function testPageData(fields: Partial<PublicPageData> = {}): PublicPageData {
  return {
    page: "home",
    locale: { language: "en", currency: "USD", languages: ["en"], defaultLanguage: "en", currencies: ["USD"], defaultCurrency: "USD" },
    settings: {
      site_title: "Acme Hosting – Fast",
      site_description: 'Cheap & "fast" hosting',
      client_area_url: "",
      game_panel_url: "",
      billing_url: "https://billing.example/order",
      status_update_interval: 30,
      status_page_url: "",
      show_status_badge: true,
      brand_color: "#4f46e5",
      font: "system",
      logo_url: null,
      logo_dark_url: null,
      favicon_url: null,
      social_image_url: null,
      hero_image_url: null,
      ...SALES_SETTING_DEFAULTS,
    },
    company: {
      name: "Acme",
      tagline: "",
      description: "",
      contact_email: "",
      phone: "",
      founded_year: null,
      address: "",
      features: [],
      ...emptyImprintFacts(),
    },
    navigation: [],
    status: null,
    year: 2030,
    plans: [],
    categories: [],
    promoCodes: [],
    content: {},
    factIndex: 0,
    ...fields,
  };
}
