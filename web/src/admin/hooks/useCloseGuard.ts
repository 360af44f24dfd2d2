import { useRef } from "react";
import { useFeedback } from "../components/ui/Feedback";
import { UNSAVED_CHOICES, UNSAVED_MESSAGE } from "./useDirty";

/**
 * Closing a dialog with unsaved changes (Escape, backdrop, ×, Cancel) asks first; an unchanged one closes at
 * once. Logout and switching tabs ask through useDirty, which every dialog form registers with.
 */
export function useCloseGuard(dirty: boolean, close: () => void): () => Promise<void> {
  const { confirm } = useFeedback();
  const asking = useRef(false);
  return async () => {
    if (!dirty) return close();
    if (asking.current) return;
    asking.current = true;
    try {
      if (await confirm(UNSAVED_MESSAGE, UNSAVED_CHOICES)) close();
    } finally {
      asking.current = false;
    }
  };
}
