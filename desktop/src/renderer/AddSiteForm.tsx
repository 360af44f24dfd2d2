import { useId, useState, type FormEvent } from "react";
import type { DesktopBridge, ServerProfile } from "../common/ipc";

interface Props {
  bridge: Pick<DesktopBridge, "addProfile">;
  suggested?: string | null;
  submitLabel: string;
  onCancel?: () => void;
  onAdded: (profile: ServerProfile) => void;
}

/** Name + address of a site; the main process checks that the address is a Hostsite server before saving it. */
export function AddSiteForm({ bridge, suggested, submitLabel, onCancel, onAdded }: Props) {
  const nameId = useId();
  const addressId = useId();
  const errorId = useId();
  const [name, setName] = useState("");
  const [address, setAddress] = useState(suggested ?? "");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const result = await bridge.addProfile(name, address);
      if (result.ok) onAdded(result.profile);
      else setError(result.error);
    } catch {
      setError("The address could not be checked. Try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="desk-form" onSubmit={submit} noValidate aria-label="Add a site">
      <label htmlFor={addressId}>Server address</label>
      <input
        id={addressId}
        type="text"
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        placeholder="https://hosting.example.com"
        value={address}
        onChange={(e) => setAddress(e.target.value)}
        aria-invalid={error !== null}
        aria-describedby={error ? errorId : undefined}
        autoFocus
        required
      />
      <label htmlFor={nameId}>
        Site name <span className="desk-optional">(optional, e.g. your brand)</span>
      </label>
      <input id={nameId} type="text" maxLength={60} placeholder="The address's host name" value={name} onChange={(e) => setName(e.target.value)} />
      {error && (
        <p id={errorId} role="alert" className="desk-error">
          {error}
        </p>
      )}
      <div className="desk-actions">
        {onCancel && (
          <button type="button" className="desk-button" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        )}
        <button type="submit" className="desk-button desk-primary" disabled={busy}>
          {busy ? "Checking…" : submitLabel}
        </button>
      </div>
    </form>
  );
}
