/**
 * Readable words for activity entries. The server names a change after its path and method:
 * "PUT /api/admin/hosting-plans/3" → "hosting-plans.update" (target "#3"); sign-ins are "login" / "login_failed".
 */
const SPECIAL: Record<string, string> = {
  login: "Signed in",
  login_failed: "Failed sign-in",
  "backups.create": "Backup created",
  "backups.restore.create": "Backup restored",
  "password.update": "Password changed",
  "hosting-plans.reorder.update": "Plans reordered",
  "hosting-categories.reorder.update": "Categories reordered",
  "contact-submissions.read.update": "Message marked as read",
  "contact-submissions.unread.update": "Message marked as unread",
  "blesta.sync.create": "Billing prices synced",
  "blesta.mapping.update": "Billing plan mapping changed",
  "smtp-test.create": "SMTP connection tested",
  "2fa.setup": "Two-factor setup started",
  "2fa.enable": "Two-factor sign-in turned on",
  "2fa.disable": "Two-factor sign-in turned off",
  "2fa.recovery_codes": "New recovery codes made",
  "2fa.codes_locked": "Two-factor codes locked",
  "session.revoke": "Session signed out",
  "session.revoke_others": "Other sessions signed out",
};

const RESOURCES: Record<string, string> = {
  "hosting-plans": "Hosting plan",
  "hosting-categories": "Plan category",
  "company-info": "Company info",
  content: "Content",
  "website-content": "Website content",
  navigation: "Navigation menu",
  "navigation-menu": "Navigation menu",
  "promo-codes": "Promo code",
  "site-settings": "Site settings",
  settings: "Site settings",
  "smtp-settings": "SMTP settings",
  "blesta.settings": "Billing (Blesta) settings",
  "contact-submissions": "Contact message",
  backups: "Backup",
};

const VERBS: Record<string, string> = { create: "created", update: "updated", delete: "deleted" };

function words(text: string): string {
  const spaced = text.replace(/[-_.]+/g, " ").trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

export function actionLabel(action: string): string {
  if (SPECIAL[action]) return SPECIAL[action];
  const parts = action.split(".");
  const verb = parts.length > 1 ? parts.pop()! : "";
  const resource = parts.join(".");
  if (resource === "content" || (parts[0] === "content" && parts.length === 2)) {
    const section = parts[1];
    return `${section ? `${words(section)} content` : "Content"} ${VERBS[verb] ?? verb}`.trim();
  }
  const name = RESOURCES[resource] ?? words(resource || action);
  return VERBS[verb] ? `${name} ${VERBS[verb]}` : words(action);
}
