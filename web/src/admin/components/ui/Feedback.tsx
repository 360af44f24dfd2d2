import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { Modal } from "./Modal";
import { Toasts, type Toast, type ToastKind } from "./Toasts";

export type { ToastKind } from "./Toasts";

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
  /** A non-blocking toast (texts as web/src/admin/MESSAGES.md lists them). */
  notify: (text: string, kind?: ToastKind) => void;
  /** A confirmation dialog (in place of the browser's confirm). */
  confirm: (message: string, options?: ConfirmOptions) => Promise<boolean>;
}

/** At most this many toasts at once; when there are more, the oldest success or info toast goes first. */
const MAX_TOASTS = 5;

const FeedbackContext = createContext<Feedback | null>(null);

export function useFeedback(): Feedback {
  const value = useContext(FeedbackContext);
  if (!value) throw new Error("useFeedback outside FeedbackProvider");
  return value;
}

function withLimit(list: Toast[]): Toast[] {
  if (list.length <= MAX_TOASTS) return list;
  const drop = list.findIndex((t) => t.kind !== "error");
  return list.filter((_, index) => index !== (drop === -1 ? 0 : drop));
}

export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const notify = useCallback((text: string, kind: ToastKind = "success") => {
    const id = nextId.current++;
    setToasts((list) => withLimit([...list, { id, kind, text }]));
  }, []);
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
      <Toasts toasts={toasts} onDismiss={dismiss} />
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
