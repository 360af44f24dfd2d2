import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { Modal } from "./Modal";
import { Toasts, type Toast, type ToastKind } from "./Toasts";

export type { ToastKind } from "./Toasts";

interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  danger: boolean;
  focus: "confirm" | "cancel";
  resolve: (ok: boolean) => void;
}
export interface ConfirmOptions {
  title?: string;
  confirmLabel?: string;
  /** The button that keeps things as they are (default "Cancel"). */
  cancelLabel?: string;
  danger?: boolean;
  /** The button the dialog opens with the cursor on (default the confirming one). */
  focus?: "confirm" | "cancel";
}

interface Feedback {
  /** A non-blocking toast (texts as web/src/admin/MESSAGES.md lists them). */
  notify: (text: string, kind?: ToastKind) => void;
  /** A confirmation dialog (in place of the browser's confirm). */
  confirm: (message: string, options?: ConfirmOptions) => Promise<boolean>;
}

/** At most this many toasts at once (see withLimit). */
export const MAX_TOASTS = 3;

const FeedbackContext = createContext<Feedback | null>(null);

export function useFeedback(): Feedback {
  const value = useContext(FeedbackContext);
  if (!value) throw new Error("useFeedback outside FeedbackProvider");
  return value;
}

/** The newest toast always shows; older ones make room: success and info toasts first, then the oldest error. */
function withLimit(list: Toast[]): Toast[] {
  let kept = list;
  while (kept.length > MAX_TOASTS) {
    const drop = kept.slice(0, -1).findIndex((t) => t.kind !== "error");
    kept = kept.filter((_, index) => index !== (drop === -1 ? 0 : drop));
  }
  return kept;
}

export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const notify = useCallback((text: string, kind: ToastKind = "success") => {
    const id = nextId.current++;
    // The same message again (a form saved twice) replaces the earlier toast: one toast, its time starting anew.
    setToasts((list) => withLimit([...list.filter((toast) => toast.text !== text || toast.kind !== kind), { id, kind, text }]));
  }, []);
  const confirm = useCallback(
    (message: string, options: ConfirmOptions = {}) =>
      new Promise<boolean>((resolve) =>
        setRequest({
          message,
          resolve,
          title: options.title ?? "Please confirm",
          confirmLabel: options.confirmLabel ?? "OK",
          cancelLabel: options.cancelLabel ?? "Cancel",
          danger: options.danger ?? false,
          focus: options.focus ?? "confirm",
        }),
      ),
    [],
  );
  const answer = (ok: boolean) => {
    request?.resolve(ok);
    setRequest(null);
  };
  const value = useMemo(() => ({ notify, confirm }), [notify, confirm]);

  return (
    <FeedbackContext.Provider value={value}>
      {children}
      <Toasts toasts={toasts} onDismiss={dismiss} />
      {request && (
        <Modal
          title={request.title}
          size="small"
          role="alertdialog"
          onClose={() => answer(false)}
          footer={
            <>
              <button type="button" className="button" data-autofocus={request.focus === "cancel" || undefined} onClick={() => answer(false)}>
                {request.cancelLabel}
              </button>
              <button
                type="button"
                data-autofocus={request.focus === "confirm" || undefined}
                className={`button ${request.danger ? "danger solid" : "primary"}`}
                onClick={() => answer(true)}
              >
                {request.confirmLabel}
              </button>
            </>
          }
        >
          <p className="confirm-message">{request.message}</p>
        </Modal>
      )}
    </FeedbackContext.Provider>
  );
}
