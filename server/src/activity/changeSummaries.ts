import {
  authApi,
  backupsApi,
  blestaApi,
  categoriesApi,
  companyApi,
  contactSubmissionsApi,
  contentApi,
  demoContentApi,
  faqApi,
  mediaApi,
  navigationApi,
  pagesApi,
  plansApi,
  promoCodesApi,
  siteSettingsApi,
  smtpApi,
  statusApi,
  incidentsApi,
  maintenanceApi,
  locationsApi,
  type ContentSection,
  type MediaKind,
} from "../../../common/contracts";
import type { Endpoint, ResponseOf } from "../../../common/contracts/endpoint";
import { planBelongsToCategory } from "../../../common/rules";
import type { ChangeDescriber, RequestInput } from "../routes/apiRouter";
import type { SiteData, Store } from "../store/types";
import { count, listInWords, quoted } from "./words";

/** What a summary may read before the change: the site as it was, and the record logs. */
interface Before {
  site: Readonly<SiteData>;
  store: Store;
}

type Describe<E extends Endpoint> = (input: RequestInput<E>, before: Before) => (answer: ResponseOf<E>) => string;

const SECTIONS: Record<ContentSection, string> = {
  hero: "Hero section",
  features: "Features section",
  about: "About section",
  terms: "Terms of Service",
  privacy: "Privacy Policy",
  imprint: "Imprint",
};

const MEDIA: Record<MediaKind, string> = {
  logo: "Logo",
  logo_dark: "Logo for dark backgrounds",
  favicon: "Favicon",
  social_image: "Social sharing image",
  hero_image: "Hero image",
};

const entries: Array<readonly [Endpoint, Describe<Endpoint>]> = [];

/** The sentence of one endpoint's change; names are read when the change is made, so a later rename or delete leaves it as it was. */
function words<E extends Endpoint>(endpoint: E, describe: Describe<E>): void {
  entries.push([endpoint, describe as unknown as Describe<Endpoint>]);
}

const planName = (site: Readonly<SiteData>, id: number) => site.plans.find((plan) => plan.id === id)?.name;

/** `"VPS M"`, with the old name when the change renamed it: `"VPS M" (was "VPS Medium")`. */
function renamed(before: string | undefined, after: string): string {
  return before !== undefined && before !== after ? `${quoted(after)} (was ${quoted(before)})` : quoted(after);
}

words(authApi.changePassword, () => () => "Password changed");

words(plansApi.create, () => (plan) => `Plan ${quoted(plan.name)} created`);
words(
  plansApi.update,
  ({ params }, { site }) =>
    (plan) =>
      `Plan ${renamed(planName(site, params.id), plan.name)} updated`,
);
words(
  plansApi.remove,
  ({ params }, { site }) =>
    () =>
      `Plan ${quoted(planName(site, params.id))} deleted`,
);
words(plansApi.reorder, ({ body }, { site }) => (answer) => {
  const moved = site.plans.filter((plan) => body.plans.some((entry) => entry.plan_id === plan.id));
  const holders = site.categories.filter((category) => moved.some((plan) => planBelongsToCategory(plan, category)));
  const where = holders.length === 1 && moved.every((plan) => planBelongsToCategory(plan, holders[0])) ? ` in ${quoted(holders[0].display_name)}` : "";
  return `Plans${where} reordered (${count(answer.updated, "plan", "plans")})`;
});

const categoryName = (site: Readonly<SiteData>, id: number) => site.categories.find((category) => category.id === id)?.display_name;
words(categoriesApi.create, () => (category) => `Category ${quoted(category.display_name)} created`);
words(
  categoriesApi.update,
  ({ params }, { site }) =>
    (category) =>
      `Category ${renamed(categoryName(site, params.id), category.display_name)} updated`,
);
words(
  categoriesApi.remove,
  ({ params }, { site }) =>
    () =>
      `Category ${quoted(categoryName(site, params.id))} deleted`,
);
words(categoriesApi.reorder, () => (answer) => `Categories reordered (${count(answer.updated, "category", "categories")})`);

// A promo code is its own name: shown as the visitor types it.
const promoCode = (site: Readonly<SiteData>, id: number) => site.promos.find((promo) => promo.id === id)?.code ?? `#${id}`;
words(promoCodesApi.create, () => (promo) => `Promo code ${promo.code} created`);
words(promoCodesApi.update, ({ params }, { site }) => (promo) => {
  const before = promoCode(site, params.id);
  return `Promo code ${promo.code}${before !== promo.code ? ` (was ${before})` : ""} updated`;
});
words(
  promoCodesApi.remove,
  ({ params }, { site }) =>
    () =>
      `Promo code ${promoCode(site, params.id)} deleted`,
);

words(
  contentApi.save,
  ({ params }) =>
    () =>
      `${SECTIONS[params.section]} updated`,
);
words(
  contentApi.saveLegal,
  ({ body }) =>
    () =>
      `${SECTIONS[body.section]} updated`,
);
words(companyApi.update, () => () => "Company info updated");
words(navigationApi.save, () => (items) => `Navigation menu updated (${count(items.length, "item", "items")})`);

const pageTitle = (site: Readonly<SiteData>, id: number) => site.pages.find((page) => page.id === id)?.title;
words(pagesApi.create, () => (page) => `Page ${quoted(page.title)} created`);
words(
  pagesApi.update,
  ({ params }, { site }) =>
    (page) =>
      `Page ${renamed(pageTitle(site, params.id), page.title)} updated`,
);
words(
  pagesApi.remove,
  ({ params }, { site }) =>
    () =>
      `Page ${quoted(pageTitle(site, params.id))} deleted`,
);
words(faqApi.save, () => (items) => `FAQ updated (${count(items.length, "question", "questions")})`);
const incidentTitle = (site: Readonly<SiteData>, id: number) => site.incidents.find((incident) => incident.id === id)?.title;
const windowTitle = (site: Readonly<SiteData>, id: number) => site.maintenance.find((window) => window.id === id)?.title;
words(incidentsApi.create, () => (incident) => `Incident ${quoted(incident.title)} opened`);
words(incidentsApi.update, () => (incident) => `Incident ${quoted(incident.title)} updated${incident.resolved_at ? " (resolved)" : ""}`);
words(
  incidentsApi.remove,
  ({ params }, { site }) =>
    () =>
      `Incident ${quoted(incidentTitle(site, params.id))} deleted`,
);
words(maintenanceApi.create, () => (window) => `Maintenance window ${quoted(window.title)} planned`);
words(maintenanceApi.update, () => (window) => `Maintenance window ${quoted(window.title)} updated`);
words(
  maintenanceApi.remove,
  ({ params }, { site }) =>
    () =>
      `Maintenance window ${quoted(windowTitle(site, params.id))} deleted`,
);
const locationName = (site: Readonly<SiteData>, id: number) => site.locations.find((location) => location.id === id)?.name;
words(locationsApi.create, () => (location) => `Location ${quoted(location.name)} (${location.key}) created`);
words(locationsApi.update, ({ params }, { site }) => (location) => {
  const before = site.locations.find((entry) => entry.id === params.id)?.key;
  const key = before !== undefined && before !== location.key ? ` (key ${location.key}, was ${before})` : "";
  return `Location ${renamed(locationName(site, params.id), location.name)}${key} updated`;
});
words(locationsApi.remove, ({ params }, { site }) => {
  const name = quoted(locationName(site, params.id));
  return () => `Location ${name} deleted`;
});
words(locationsApi.reorder, () => (answer) => `Locations reordered (${count(answer.updated, "location", "locations")})`);
words(
  locationsApi.checkUrl,
  ({ body }) =>
    (result) =>
      `Latency test address ${body.url} checked: ${result.ok ? `answered ${result.status}` : result.status === null ? "no answer" : `answered ${result.status}, not usable`}`,
);
words(
  statusApi.saveMonitors,
  () => (monitors) => `Status page monitors updated (${count(monitors.filter((monitor) => monitor.visible).length, "monitor", "monitors")} shown)`,
);

words(siteSettingsApi.update, ({ body }, { site }) => () => {
  const maintenance = body.maintenance_mode;
  if (maintenance === undefined || maintenance === site.site_settings.maintenance_mode) return "Site settings updated";
  return `Site settings updated: maintenance mode turned ${maintenance ? "on" : "off"}`;
});
words(
  mediaApi.upload,
  ({ params }) =>
    () =>
      `${MEDIA[params.kind]} uploaded`,
);
words(
  mediaApi.reset,
  ({ params }) =>
    () =>
      `${MEDIA[params.kind]} removed`,
);

words(smtpApi.updateSettings, () => () => "SMTP settings updated");
words(smtpApi.test, () => (result) => (result.success ? "SMTP connection test succeeded" : `SMTP connection test failed: ${result.detail}`));
words(blestaApi.updateSettings, () => () => "Blesta settings updated");
words(blestaApi.map, ({ body }, { site }) => () => {
  const plan = quoted(planName(site, body.plan_id));
  return body.blesta_package_id === null ? `Plan ${plan} unlinked from Blesta` : `Plan ${plan} linked to Blesta package ${body.blesta_package_id}`;
});
words(
  blestaApi.sync,
  () => (result) =>
    result.success
      ? `Prices synced from Blesta: ${count(result.plans_updated, "plan", "plans")} updated${result.plans_failed > 0 ? `, ${result.plans_failed} failed` : ""}`
      : `Price sync from Blesta failed: ${result.message}`,
);

words(blestaApi.import, () => ({ created }) => {
  const names = created.map((plan) => quoted(plan.name));
  return `Plans created from Blesta packages: ${names.length > 0 ? listInWords(names) : "none"}`;
});

/** A contact message by its subject and sender, read before it changes. */
function messageOf(store: Store, id: number): string {
  const message = store.submissions.get(id);
  return message ? `Message ${quoted(message.subject)} from ${message.name.trim() || "(no name)"}` : `Message #${id}`;
}
words(contactSubmissionsApi.markRead, ({ params }, { store }) => {
  const message = messageOf(store, params.id);
  return () => `${message} marked as read`;
});
words(contactSubmissionsApi.markUnread, ({ params }, { store }) => {
  const message = messageOf(store, params.id);
  return () => `${message} marked as unread`;
});
words(contactSubmissionsApi.remove, ({ params }, { store }) => {
  const message = messageOf(store, params.id);
  return () => `${message} deleted`;
});

words(backupsApi.create, () => (answer) => `Backup made: ${answer.name}`);
words(backupsApi.restore, () => (answer) => `Backup restored (${count(answer.plans, "plan", "plans")}, ${count(answer.submissions, "message", "messages")})`);
words(demoContentApi.remove, () => ({ removed }) => {
  const parts = [
    removed.plans > 0 && count(removed.plans, "plan", "plans"),
    removed.categories > 0 && count(removed.categories, "category", "categories"),
    removed.promo_codes > 0 && count(removed.promo_codes, "promo code", "promo codes"),
    removed.texts > 0 && count(removed.texts, "text", "texts"),
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? `Demo content removed: ${listInWords(parts)}` : "Demo content removed: none was left";
});

/** The endpoints whose changes are put into words here (the others record their own entries: sign-in, two-factor, sessions). */
export const DESCRIBED_ENDPOINTS: readonly Endpoint[] = entries.map(([endpoint]) => endpoint);

/** The ApiRouter's describer: the sentence of each admin change above, its names read from `store` before the change. */
export function describeChanges(store: Store): ChangeDescriber {
  const table = new Map(entries);
  return (endpoint, input) => table.get(endpoint)?.(input, { site: store.snapshot(), store });
}
