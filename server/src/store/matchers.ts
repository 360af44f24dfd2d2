import type { ContactSubmission } from "../../../common/contracts";
import type { ActivityEntry } from "./types";

/** Search rules of the record logs, shared by both stores: `needle` is lower-cased. */
export function submissionMatches(item: ContactSubmission, needle: string): boolean {
  return [item.name, item.email, item.subject, item.message].some((field) =>
    String(field ?? "")
      .toLowerCase()
      .includes(needle),
  );
}

export function activityMatches(item: ActivityEntry, needle: string): boolean {
  return [item.action, item.actor, item.ip, item.target, item.detail, item.summary].some((field) =>
    String(field ?? "")
      .toLowerCase()
      .includes(needle),
  );
}
