import { useEffect, useRef, useState, type FocusEvent, type RefObject } from "react";

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
  const region = useRef<HTMLDivElement>(null);
  useStackHeight(region);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  return (
    <div
      ref={region}
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

/**
 * While a dialog is open the toasts sit at the top of the window and the dialog below them (overlays.css), so a
 * toast never covers a dialog's buttons: the stack's height is kept in --toast-stack on the panel's root.
 */
function useStackHeight(region: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const element = region.current;
    const root = element?.closest<HTMLElement>(".admin-root");
    if (!element || !root || typeof ResizeObserver === "undefined") return;
    const update = () => root.style.setProperty("--toast-stack", `${element.childElementCount > 0 ? Math.ceil(element.getBoundingClientRect().height) : 0}px`);
    const observer = new ResizeObserver(update);
    observer.observe(element);
    update();
    return () => {
      observer.disconnect();
      root.style.removeProperty("--toast-stack");
    };
  }, [region]);
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
