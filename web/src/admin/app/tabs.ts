import { tabIdOfHash } from "../lib/tabAddress";

/**
 * The panel's tabs in order: the overview (shown after sign-in), the content and settings tabs, then backups,
 * the activity log and the account (password change). The id is the URL hash and is named after the tab's
 * resource (its API path's word).
 */
export const TABS = [
  { id: "overview", label: "Overview", icon: "◉" },
  { id: "plans", label: "Hosting Plans", icon: "▦" },
  { id: "categories", label: "Plan Categories", icon: "☰" },
  { id: "locations", label: "Locations", icon: "⚑" },
  { id: "content", label: "Website Content", icon: "✎" },
  { id: "navigation", label: "Navigation Menu", icon: "☷" },
  { id: "company", label: "Company Info", icon: "⌂" },
  { id: "legal", label: "Legal Pages", icon: "§" },
  { id: "pages", label: "Pages", icon: "❏" },
  { id: "contact", label: "Contact & SMTP", icon: "✉" },
  { id: "submissions", label: "Contact Submissions", icon: "☏" },
  { id: "statistics", label: "Statistics", icon: "▤" },
  { id: "promoCodes", label: "Promo Codes", icon: "%" },
  { id: "blesta", label: "Blesta Integration", icon: "⇄" },
  { id: "status", label: "Status", icon: "◔" },
  { id: "settings", label: "Site Settings", icon: "⚙" },
  { id: "backups", label: "Backups", icon: "⛁" },
  { id: "activity", label: "Activity", icon: "◷" },
  { id: "account", label: "Account", icon: "☺" },
] as const;

export type TabId = (typeof TABS)[number]["id"];

/** Ids tabs had before, with the tab each names now: old addresses (bookmarks, links) still open their tab. */
const FORMER_IDS = new Map<string, TabId>([["promo", "promoCodes"]]);

export function tabFromHash(hash: string): TabId {
  const id = tabIdOfHash(hash);
  return TABS.find((tab) => tab.id === id)?.id ?? FORMER_IDS.get(id) ?? TABS[0].id;
}

/** Whether the hash names a tab by a former id (the address is then rewritten to the current one). */
export const isFormerTabHash = (hash: string): boolean => FORMER_IDS.has(tabIdOfHash(hash));
