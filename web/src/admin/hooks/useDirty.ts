import { useEffect, useId } from "react";
import { useAdmin } from "../lib/adminContext";

/** Asked before unsaved changes are left behind (tab switch, logout, Back to Website, Refresh Data, closing a dialog). */
export const UNSAVED_MESSAGE = "You have unsaved changes. Leave without saving?";

/** The question's buttons: Stay (where the cursor starts, so Enter never throws edits away) and Leave. */
export const UNSAVED_CHOICES = { title: "Unsaved changes", confirmLabel: "Leave", cancelLabel: "Stay", danger: true, focus: "cancel" } as const;

/** Marks the calling form as dirty while `dirty` is true, so leaving it asks first. */
export function useDirty(dirty: boolean): void {
  const { setDirty } = useAdmin();
  const key = useId();
  useEffect(() => {
    setDirty(key, dirty);
    return () => setDirty(key, false);
  }, [dirty, key, setDirty]);
}

/** The JSON of two values differs (for comparing a form with what was loaded). */
export function differs(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) !== JSON.stringify(b);
}
