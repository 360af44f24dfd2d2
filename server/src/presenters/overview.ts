import { BACKUP_FRESH_HOURS, SETUP_KEYS, type LastSync, type Overview, type SetupKey } from "../../../common/contracts";
import type { OverviewFacts } from "../services/overview";
import { presentIncidents } from "./incidents";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "9 plans, 3 categories, 1 promo code and 31 texts": the kinds with any left, in words. */
function demoWords({ plans, categories, promo_codes, texts }: OverviewFacts["demoLeft"]): string {
  const parts = [
    plans > 0 && count(plans, "plan", "plans"),
    categories > 0 && count(categories, "category", "categories"),
    promo_codes > 0 && count(promo_codes, "promo code", "promo codes"),
    texts > 0 && count(texts, "demo text", "demo texts"),
  ].filter((part): part is string => Boolean(part));
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : (parts[0] ?? "");
}

/** "Basic", "Basic and Pro", "Basic, Pro and 3 more": the plans a hint names, in quotes. */
function namesOf(plans: ReadonlyArray<{ name: string }>, shown = 5): string {
  const names = plans.slice(0, shown).map((plan) => `"${plan.name}"`);
  if (plans.length > shown) names.push(`${plans.length - shown} more`);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
}

function pricesHint(done: boolean, prices: OverviewFacts["prices"]): string {
  if (done)
    return prices.mapped === 0
      ? "No plan is mapped to a Blesta package yet."
      : "Every mapped plan's site price is Blesta's price: visitors are charged what the site advertises.";
  const parts: string[] = [];
  if (prices.differing.length > 0)
    parts.push(
      `The site price of ${namesOf(prices.differing)} differs from Blesta's, but Blesta's checkout charges Blesta's price: set the markup to 0 % on the Blesta tab, or change the price in Blesta.`,
    );
  if (prices.unknown.length > 0) parts.push(`Blesta's price of ${namesOf(prices.unknown)} is not known yet: sync the prices from Blesta.`);
  return parts.join(" ");
}

function locationTestsHint(done: boolean, tests: OverviewFacts["locationTests"]): string {
  if (!done) {
    const [first] = tests.failed;
    const reason = tests.failed.length === 1 ? ` (${first.detail.replace(/\.$/, "")})` : "";
    const one = tests.failed.length === 1;
    return `The latency test ${one ? "address" : "addresses"} of ${namesOf(tests.failed)} ${one ? "does" : "do"} not answer${reason}: visitors cannot measure ${one ? "that location" : "those locations"}. Check ${one ? "the address" : "them"} on the Locations tab.`;
  }
  if (tests.tested === 0) return "No location has a latency test address: visitors see the locations without a latency test.";
  if (tests.checked < tests.tested) return "The latency test addresses are being checked.";
  return `Every location's latency test address answers (checked every 10 minutes).`;
}

interface ItemText {
  label: string;
  /** The admin panel's tab (its address is /admin#<tab>). */
  tab: string;
  hint(done: boolean, facts: OverviewFacts): string;
}

const ITEMS: Record<SetupKey, ItemText> = {
  company_info: {
    label: "Company details",
    tab: "company",
    hint: (done) =>
      done
        ? "Your company's name, e-mail and phone are on the site."
        : "Enter your company's name, contact e-mail and phone: the site still shows placeholders.",
  },
  smtp: {
    label: "Mail server (SMTP)",
    tab: "contact",
    hint: (done) =>
      done ? "Contact messages are sent to your company's e-mail." : "Set the mail server's host and user name, so contact messages reach you by e-mail.",
  },
  status_monitor: {
    label: "Status monitor",
    tab: "settings",
    hint: (done) =>
      done
        ? "The status badge shows what your monitor reports, or it is switched off."
        : "Add your Uptime Kuma address, so the site shows whether your services are up, or switch the status badge off.",
  },
  billing: {
    label: "Billing (Blesta)",
    tab: "blesta",
    hint: (done) => (done ? "Blesta's address, user and API key are set." : "Connect Blesta (address, user and API key) to sync plan prices and link orders."),
  },
  prices_match: {
    label: "Prices match Blesta",
    tab: "blesta",
    hint: (done, facts) => pricesHint(done, facts.prices),
  },
  currency_prices: {
    label: "Prices in every currency",
    tab: "plans",
    hint: (done, facts) =>
      done
        ? "Every plan has a price in each enabled currency: visitors can choose any of them."
        : `${facts.heldBack
            .map((entry) => `${entry.currency} is not offered to visitors: ${namesOf(entry.plans)} ${entry.plans.length === 1 ? "has" : "have"} no price in it`)
            .join("; ")}. Add the prices (or sync them from Blesta), or turn the currency off.`,
  },
  location_tests: {
    label: "Latency test addresses",
    tab: "locations",
    hint: (done, facts) => locationTestsHint(done, facts.locationTests),
  },
  two_factor: {
    label: "Two-factor sign-in",
    tab: "account",
    hint: (done) => (done ? "Signing in needs a code from your authenticator app." : "Turn on two-factor sign-in, so a password alone cannot open this panel."),
  },
  demo_content: {
    label: "Demo content",
    tab: "plans",
    hint: (done, facts) =>
      done
        ? "No unchanged demo plans, categories, promo codes or texts are left."
        : `Demo content is still on the site (${demoWords(facts.demoLeft)}): remove it, or edit it to make it yours.`,
  },
  backups: {
    label: "Backups",
    tab: "backups",
    hint: (done, facts) =>
      done
        ? `A backup was made in the last ${BACKUP_FRESH_HOURS} hours.`
        : facts.lastBackupAt === null
          ? "There is no backup yet: make one now."
          : `The newest backup is older than ${BACKUP_FRESH_HOURS} hours: make one now.`,
  },
};

function lastSyncOf(billing: OverviewFacts["billing"]): LastSync | null {
  const result = billing.last_sync_result;
  if (!billing.last_sync || !result) return null;
  return { at: billing.last_sync, success: result.success, message: result.message, plans_updated: result.plans_updated, plans_failed: result.plans_failed };
}

export function presentOverview(facts: OverviewFacts): Overview {
  return {
    unread_messages: facts.unreadMessages,
    messages_last_7_days: facts.messagesLastWeek,
    setup: SETUP_KEYS.map((key) => {
      const item = ITEMS[key];
      const done = facts.done[key];
      return { key, done, label: item.label, hint: item.hint(done, facts), tab: item.tab };
    }),
    mail: { ...facts.mail },
    last_backup_at: facts.lastBackupAt,
    last_sync: lastSyncOf(facts.billing),
    status: { ...facts.status },
    open_incidents: presentIncidents(facts.openIncidents).map(({ id, title, impact, started_at, published }) => ({ id, title, impact, started_at, published })),
  };
}
