import { useEffect, useRef, useState, type FocusEvent } from "react";

export type ToastKind = "success" | "error" | "info";
export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

/** How long a success or info toast stays (not counting the time it is hovered or focused). Errors stay until dismissed. */
export const TOAST_MS = 6000;

/**
 * The toasts, inside one live region that is always in the page (polite: read after what the screen reader is
 * saying). Error toasts stay until dismissed; the others time out, and the clock stops while the pointer is
 * over the toasts or the keyboard focus is in them.
 */
export function Toasts({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  return (
    <div
      className="toasts"
      role="status"
      aria-live="polite"
      aria-atomic="false"
      aria-relevant="additions text"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} paused={hovered || focused} onDismiss={onDismiss} />
      ))}
    </div>
  );
}

function ToastItem({ toast, paused, onDismiss }: { toast: Toast; paused: boolean; onDismiss: (id: number) => void }) {
  const remaining = useRef(TOAST_MS);
  useEffect(() => {
    if (toast.kind === "error" || paused) return;
    const started = Date.now();
    const timer = window.setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [toast, paused, onDismiss]);
  return (
    <div className={`toast toast-${toast.kind}`} data-kind={toast.kind}>
      <span>{toast.text}</span>
      <button type="button" className="icon-button" aria-label="Dismiss message" onClick={() => onDismiss(toast.id)}>
        ×
      </button>
    </div>
  );
}
