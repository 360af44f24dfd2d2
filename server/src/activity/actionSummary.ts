import { accountSummary } from "./accountSummaries";
import { sentence } from "./words";

/**
 * A sentence from an entry's action and target alone, for entries without a summary (written before summaries
 * existed) and for a change no summary is written for. It cannot name the record, only its number:
 * "hosting-plans.update" with target "#3" → `Plan #3 updated`.
 */
const ACTIONS: Record<string, string> = {
  "hosting-plans.reorder.update": "Plans reordered",
  "hosting-categories.reorder.update": "Categories reordered",
  "contact-submissions.read.update": "Message marked as read",
  "contact-submissions.unread.update": "Message marked as unread",
  "blesta.sync.create": "Prices synced from Blesta",
  "blesta.mapping.update": "Plan mapping to Blesta changed",
  "blesta.settings.update": "Blesta settings updated",
  "blesta.import.create": "Plans created from Blesta packages",
  "smtp-test.create": "SMTP connection tested",
  "backups.create": "Backup made",
  "backups.restore.create": "Backup restored",
  "demo-content.remove.create": "Demo content removed",
  "content.update": "Legal page updated",
};

/** Record kinds by the first words of their path. */
const NOUNS: Record<string, string> = {
  "hosting-plans": "Plan",
  "hosting-categories": "Category",
  "promo-codes": "Promo code",
  "company-info": "Company info",
  navigation: "Navigation menu",
  "navigation-menu": "Navigation menu",
  pages: "Page",
  faq: "FAQ",
  "status-monitors": "Status page monitors",
  incidents: "Incident",
  maintenance: "Maintenance window",
  locations: "Location",
  "site-settings": "Site settings",
  settings: "Site settings",
  "smtp-settings": "SMTP settings",
  "contact-submissions": "Message",
  backups: "Backup",
};

const VERBS: Record<string, string> = { create: "created", update: "updated", delete: "deleted" };

export function actionSummary(action: string, target: string, detail = "", success = true): string {
  const account = accountSummary(action, detail, success);
  if (account !== undefined) return account;
  if (ACTIONS[action]) return ACTIONS[action];
  const parts = action.split(".");
  const verb = parts.length > 1 ? parts.pop()! : "";
  const done = VERBS[verb];
  const [resource, ...rest] = parts;
  if (done && resource === "content" && rest.length === 1) return `${sentence(rest[0])} section ${done}`;
  if (done && resource === "media" && rest.length === 1) return `${sentence(rest[0].replace(/_/g, " "))} ${verb === "delete" ? "removed" : "uploaded"}`;
  const noun = done && rest.length === 0 ? NOUNS[resource] : undefined;
  if (noun) return target ? `${noun} ${target} ${done}` : `${noun} ${done}`;
  return sentence(action.replace(/[-_.]+/g, " ").trim());
}
