import type { ReactNode } from "react";
import type { PlanForm } from "./planForm";

/** The plan's free-text specs the plan finder reads. */
export type SpecKey = keyof Pick<
  PlanForm,
  "cpu" | "ram" | "disk_space" | "bandwidth" | "websites" | "subdomains" | "parked_domains" | "addon_domains" | "databases" | "email_accounts"
>;

/**
 * The line under a spec field saying how the plan finder reads it ("read as 20 GB"); null for an empty field.
 * Placeholder until the shared spec reader is on this branch.
 */
function specNote(key: SpecKey, text: string): string | null {
  void key;
  void text;
  return null;
}

/** A spec field's hint: its own words (if any), then how the plan finder reads what is typed; nothing without either. */
export function specHint(key: SpecKey, text: string, hint?: string): ReactNode {
  const note = specNote(key, text);
  if (!hint && !note) return undefined;
  return (
    <>
      {hint}
      {note && <span className="spec-note">{note}</span>}
    </>
  );
}
