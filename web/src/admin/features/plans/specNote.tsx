import type { ReactNode } from "react";
import { readSpec, specReadingNote, type SpecField } from "../../../../../common/specReading";

/** A spec field's hint: its own words (if any), then how the plan finder reads what is typed ("read as 20 GB"); an empty spec has no reading. */
export function specHint(field: SpecField, text: string, hint?: string): ReactNode {
  const note = text.trim() === "" ? null : specReadingNote(readSpec(field, text));
  if (!hint && !note) return undefined;
  return (
    <>
      {hint}
      {note && <span className="spec-note">{note}</span>}
    </>
  );
}
