/**
 * The panel's tabs in order: the overview (shown after sign-in), the eleven content and settings tabs, then
 * backups, the activity log and the account (password change). The id is the URL hash.
 */
export const TABS = [
  { id: "overview", label: "Overview", icon: "◉" },
  { id: "plans", label: "Hosting Plans", icon: "▦" },
  { id: "categories", label: "Plan Categories", icon: "☰" },
  { id: "content", label: "Website Content", icon: "✎" },
  { id: "navigation", label: "Navigation Menu", icon: "☷" },
  { id: "company", label: "Company Info", icon: "⌂" },
  { id: "legal", label: "Legal Pages", icon: "§" },
  { id: "pages", label: "Pages", icon: "❏" },
  { id: "contact", label: "Contact & SMTP", icon: "✉" },
  { id: "submissions", label: "Contact Submissions", icon: "☏" },
  { id: "promo", label: "Promo Codes", icon: "%" },
  { id: "blesta", label: "Blesta Integration", icon: "⇄" },
  { id: "settings", label: "Site Settings", icon: "⚙" },
  { id: "backups", label: "Backups", icon: "⛁" },
  { id: "activity", label: "Activity", icon: "◷" },
  { id: "account", label: "Account", icon: "☺" },
] as const;

export type TabId = (typeof TABS)[number]["id"];

export function tabFromHash(hash: string): TabId {
  const id = hash.replace(/^#\/?/, "");
  return TABS.find((tab) => tab.id === id)?.id ?? TABS[0].id;
}
