import { useState } from "react";
import { errorText } from "../../../lib/api/errors";
import { useFeedback } from "./Feedback";

interface StoredSecretProps {
  /** Whether the server holds one (the GET's has_… field). */
  stored: boolean;
  /** What it is, e.g. "SMTP password" (used in the confirmation and the messages). */
  what: string;
  /** The hint while one is stored, e.g. "A password is stored. Leave empty to keep it." */
  storedText: string;
  /** The hint while none is stored. */
  emptyText: string;
  /** Sends null for the secret, which removes it on the server (and loads the settings again). */
  remove: () => Promise<unknown>;
}

/**
 * The hint under a write-only secret's field: whether one is stored, and a Remove control beside it. An empty
 * field keeps the stored secret when the form is saved; only Remove clears it.
 */
export function StoredSecret({ stored, what, storedText, emptyText, remove }: StoredSecretProps) {
  const { confirm, notify } = useFeedback();
  const [removing, setRemoving] = useState(false);
  if (!stored) return <>{emptyText}</>;

  async function removeStored() {
    const ok = await confirm(`Remove the stored ${what}? Until a new one is saved, it is not sent anywhere.`, {
      title: `Remove ${what}`,
      confirmLabel: "Remove",
      danger: true,
    });
    if (!ok) return;
    setRemoving(true);
    try {
      await remove();
      notify(`The ${what} was removed.`);
    } catch (caught) {
      notify(`Error removing the ${what}: ${errorText(caught)}`, "error");
    } finally {
      setRemoving(false);
    }
  }

  return (
    <span>
      {storedText}{" "}
      <button type="button" className="link-button danger" onClick={removeStored} disabled={removing} aria-label={`Remove the stored ${what}`}>
        {removing ? "Removing..." : "Remove"}
      </button>
    </span>
  );
}
