import { tabAddress } from "../../lib/tabAddress";
import type { SetupItem } from "./api";

/**
 * A latency test address that stopped answering is a problem of the running site, not only of its setup: while the
 * checklist's item of the Locations tab is not done, a warning above the figures says so and links to the tab.
 */
export function LocationTestsWarning({ items }: { items: readonly SetupItem[] }) {
  const item = items.find((entry) => entry.tab === "locations" && !entry.done);
  if (!item) return null;
  return (
    <p className="warning overview-warning" data-key={item.key}>
      <strong>{item.label}:</strong> {item.hint} <a href={tabAddress("locations")}>Locations</a>
    </p>
  );
}
