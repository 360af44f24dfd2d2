import { useCallback, useEffect, useRef, useState } from "react";
import { copyText } from "../copyText";

export type CopyState = "idle" | "copied" | "failed";

/** Copies a promo code and reports "copied" (or "failed") for a few seconds. */
export function useCopyCode(): [CopyState, (code: string) => void] {
  const [state, setState] = useState<CopyState>("idle");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback((code: string) => {
    copyText(code).then(
      () => setState("copied"),
      () => setState("failed"),
    );
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState("idle"), 4000);
  }, []);
  return [state, copy];
}
