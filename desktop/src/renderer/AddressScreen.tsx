import { useId, useState, type FormEvent } from "react";
import type { DesktopBridge } from "../common/ipc";

interface Props {
  bridge: DesktopBridge;
  version: string;
  /** The address in use, when the user is changing it. */
  current: string | null;
  suggested?: string | null;
  onCancel?: () => void;
  onSaved: (origin: string) => void;
}

/** First start (and "Change server"): asks for the site's address, checks it through the main process, saves it. */
export function AddressScreen({ bridge, version, current, suggested, onCancel, onSaved }: Props) {
  const inputId = useId();
  const errorId = useId();
  const [address, setAddress] = useState(current ?? suggested ?? "");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const result = await bridge.setServer(address);
      if (result.ok) onSaved(result.origin);
      else setError(result.error);
    } catch {
      setError("The address could not be checked. Try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="address-screen">
      <form className="address-card" onSubmit={submit} noValidate>
        <h1>{current ? "Change server" : "Connect to your site"}</h1>
        <p>Enter the address of the site this app manages. The app checks it and remembers it.</p>
        <label htmlFor={inputId}>Server address</label>
        <input
          id={inputId}
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
        {error && (
          <p id={errorId} role="alert" className="address-error">
            {error}
          </p>
        )}
        <div className="address-actions">
          {onCancel && (
            <button type="button" onClick={onCancel} disabled={busy}>
              Cancel
            </button>
          )}
          <button type="submit" className="primary" disabled={busy}>
            {busy ? "Checking…" : "Connect"}
          </button>
        </div>
        <p className="app-version">Hostsite Admin {version}</p>
      </form>
    </main>
  );
}
