import { BACKUP_FRESH_HOURS, type CompanyInfo, type SetupKey, type SystemStatus, type UrlCheckResult } from "../../../common/contracts";
import { twoFactorEnabled } from "../auth/twoFactor";
import { isBlestaConfigured } from "../integrations/blesta";
import { DEMO_COMPANY } from "../store/demoData";
import { NEUTRAL_COMPANY_NAME } from "../store/neutralData";
import type { BillingState, SiteData, Store } from "../store/types";
import { heldBackCurrencies } from "../../../common/i18n/offeredCurrencies";
import { demoCountOf, demoGone, demoLeftIn, type DemoRemoved } from "./demoContent";
import { priceCheck } from "./priceCheck";

const DAY_MS = 86_400_000;

/** A location whose latency test address did not answer the last check, as a hint names it. */
interface FailedLocationTest {
  name: string;
  detail: string;
}

/** A plan as a hint names it. */
interface PlanRef {
  id: number;
  name: string;
}

/** What the overview is made of, before it is put into words (presenters/overview.ts). */
export interface OverviewFacts {
  unreadMessages: number;
  messagesLastWeek: number;
  done: Record<SetupKey, boolean>;
  /** The demo records removing the demo content would delete, and the demo texts it would replace. */
  demoLeft: DemoRemoved;
  /** Mapped plans whose site price differs from Blesta's by more than rounding, and those whose Blesta price is not known yet. */
  prices: { differing: PlanRef[]; unknown: PlanRef[]; mapped: number };
  /** Each enabled currency visitors are not offered, with the plans without a price in it. */
  heldBack: Array<{ currency: string; plans: PlanRef[] }>;
  mail: { queued: number; failed: number };
  lastBackupAt: string | null;
  billing: Readonly<BillingState>;
  status: SystemStatus;
  /** The locations with a latency test address: how many, how many are checked, and those that did not answer. */
  locationTests: { tested: number; checked: number; failed: FailedLocationTest[] };
  /** Incidents not resolved yet, published or not. */
  openIncidents: Array<SiteData["incidents"][number]>;
}

/** A company value still to be entered: empty (where it is needed), the demo's, or a new site's placeholder. */
function isPlaceholder(value: string, demo: string, required: boolean, placeholder = ""): boolean {
  const given = value.trim();
  return (required && given === "") || given === demo || (placeholder !== "" && given === placeholder);
}

/** The company's own name and e-mail are set, and neither they nor the phone are the demo's (a site may have no phone). */
function companyInfoDone(company: Readonly<CompanyInfo>): boolean {
  return (
    !isPlaceholder(company.name, DEMO_COMPANY.name, true, NEUTRAL_COMPANY_NAME) &&
    !isPlaceholder(company.contact_email, DEMO_COMPANY.contact_email, true) &&
    !isPlaceholder(company.phone, DEMO_COMPANY.phone, false)
  );
}

/** What the last checks of the test addresses (jobs/locationTests.ts) found for each location that has one. */
function locationTestsOf(locations: SiteData["locations"], results: ReadonlyMap<string, UrlCheckResult>): OverviewFacts["locationTests"] {
  const tested = locations.filter((location) => location.latency_url.trim() !== "");
  const checked = tested.filter((location) => results.has(location.latency_url.trim()));
  const failed = checked
    .filter((location) => !results.get(location.latency_url.trim())!.ok)
    .map((location) => ({ name: location.name, detail: results.get(location.latency_url.trim())!.detail }));
  return { tested: tested.length, checked: checked.length, failed };
}

/** Reads the overview's facts from the store (the newest backup's time is the one read that is not from memory). */
export async function overviewFacts(
  store: Store,
  status: SystemStatus,
  locationTests: ReadonlyMap<string, UrlCheckResult> = new Map(),
  now = Date.now(),
): Promise<OverviewFacts> {
  const data = store.snapshot();
  const submissions = store.submissions;
  const weekAgo = now - 7 * DAY_MS;
  const lastBackupAt = await store.backups.newestAt();
  const demoLeft = demoCountOf(demoLeftIn(data));
  const ref = (plan: PlanRef): PlanRef => ({ id: plan.id, name: plan.name });
  const checked = priceCheck(data.plans, data.site_settings).plans;
  const prices = {
    differing: checked.filter((plan) => plan.known && !plan.matches).map((plan) => ({ id: plan.plan_id, name: plan.name })),
    unknown: checked.filter((plan) => !plan.known).map((plan) => ({ id: plan.plan_id, name: plan.name })),
    mapped: checked.length,
  };
  const tests = locationTestsOf(data.locations, locationTests);
  const heldBack = heldBackCurrencies(data.site_settings, data.plans).map((entry) => ({ currency: entry.currency, plans: entry.plans.map(ref) }));
  return {
    unreadMessages: submissions.count((submission) => !submission.is_read),
    messagesLastWeek: submissions.count((submission) => Date.parse(submission.timestamp) >= weekAgo),
    done: {
      company_info: companyInfoDone(data.company),
      smtp: Boolean(data.smtp.smtp_host.trim() && data.smtp.smtp_username.trim()),
      // A site without a monitor switches the badge off: nothing is left to set up then.
      status_monitor: data.site_settings.uptime_kuma_url.trim() !== "" || !data.site_settings.show_status_badge,
      billing: isBlestaConfigured(data.billing),
      prices_match: prices.differing.length === 0 && prices.unknown.length === 0,
      currency_prices: heldBack.length === 0,
      location_tests: tests.failed.length === 0,
      two_factor: twoFactorEnabled(data.admin),
      demo_content: demoGone(demoLeft),
      backups: lastBackupAt !== null && now - Date.parse(lastBackupAt) < BACKUP_FRESH_HOURS * 3_600_000,
    },
    demoLeft,
    prices,
    heldBack,
    locationTests: tests,
    mail: {
      queued: submissions.count((submission) => submission.mail_status === "pending"),
      failed: submissions.count((submission) => submission.mail_status === "failed"),
    },
    lastBackupAt,
    billing: data.billing,
    status,
    openIncidents: data.incidents.filter((incident) => incident.resolved_at === null),
  };
}
