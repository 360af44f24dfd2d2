import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { Modal } from "./Modal";

export type ToastKind = "success" | "error" | "info";
interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}
interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel: string;
  danger: boolean;
  resolve: (ok: boolean) => void;
}
export interface ConfirmOptions {
  title?: string;
  confirmLabel?: string;
  danger?: boolean;
}

interface Feedback {
  /** A non-blocking toast (replaces SPEC's browser alert; the text is unchanged). */
  notify: (text: string, kind?: ToastKind) => void;
  /** A confirmation dialog (replaces the browser confirm). */
  confirm: (message: string, options?: ConfirmOptions) => Promise<boolean>;
}

const FeedbackContext = createContext<Feedback | null>(null);

export function useFeedback(): Feedback {
  const value = useContext(FeedbackContext);
  if (!value) throw new Error("useFeedback outside FeedbackProvider");
  return value;
}

export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const notify = useCallback(
    (text: string, kind: ToastKind = "success") => {
      const id = nextId.current++;
      setToasts((list) => [...list.slice(-3), { id, kind, text }]);
      window.setTimeout(() => dismiss(id), kind === "error" ? 9000 : 5000);
    },
    [dismiss],
  );
  const confirm = useCallback(
    (message: string, options: ConfirmOptions = {}) =>
      new Promise<boolean>((resolve) =>
        setRequest({
          message,
          resolve,
          title: options.title ?? "Please confirm",
          confirmLabel: options.confirmLabel ?? "OK",
          danger: options.danger ?? false,
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
      <div className="toasts">
        {toasts.map((toast) => (
          <div key={toast.id} className={`toast toast-${toast.kind}`} role={toast.kind === "error" ? "alert" : "status"}>
            <span>{toast.text}</span>
            <button type="button" className="icon-button" aria-label="Dismiss message" onClick={() => dismiss(toast.id)}>
              ×
            </button>
          </div>
        ))}
      </div>
      {request && (
        <Modal
          title={request.title}
          size="small"
          role="alertdialog"
          onClose={() => answer(false)}
          footer={
            <>
              <button type="button" className="button" onClick={() => answer(false)}>
                Cancel
              </button>
              <button type="button" data-autofocus className={`button ${request.danger ? "danger" : "primary"}`} onClick={() => answer(true)}>
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
