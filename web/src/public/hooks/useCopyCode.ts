import { useCallback, useEffect, useRef, useState } from "react";

export type CopyState = "idle" | "copied" | "failed";

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      /* fall through to the selection-based copy (e.g. plain http outside localhost) */
    }
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand("copy");
  area.remove();
  if (!ok) throw new Error("copy failed");
}

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
