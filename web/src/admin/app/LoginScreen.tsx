import { useState, type FormEvent } from "react";
import { NO_RESPONSE_MESSAGE } from "../../../../common/constants";
import { ApiError } from "../api/http";
import { TextField } from "../components/ui/Field";
import { useLogin } from "../features/account/api";
import type { AdminHost } from "../mount";
import { websiteUrl } from "./websiteUrl";

interface Props {
  host: AdminHost;
  onSignedIn: (username: string) => void;
}

/** The login screen: username, password, 'Login' / 'Logging in...', Back to Website. */
export function LoginScreen({ host, onSignedIn }: Props) {
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const login = useLogin();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const answer = await login.mutateAsync({ username: username.trim(), password });
      await host.tokenStore.set(answer.access_token);
      onSignedIn(username.trim());
    } catch (caught) {
      setError(caught instanceof ApiError ? (caught.status === null ? NO_RESPONSE_MESSAGE : (caught.detail ?? "Login failed")) : "Login failed");
      setBusy(false);
    }
  }

  return (
    <main className="login-screen">
      <form className="login-card" onSubmit={submit} aria-labelledby="login-title">
        <h1 id="login-title">Admin Login</h1>
        <p className="muted">Sign in to manage your hosting website.</p>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <TextField label="Username" name="username" autoComplete="username" required value={username} onChange={(e) => setUsername(e.target.value)} autoFocus />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        <button type="submit" className="button primary block" disabled={busy}>
          {busy ? "Logging in..." : "Login"}
        </button>
        <div className="login-links">
          <a href={websiteUrl(host)} {...(host.platform === "desktop" ? { target: "_blank", rel: "noreferrer" } : {})}>
            ← Back to Website
          </a>
          {host.onChangeServer && (
            <button type="button" className="link-button" onClick={host.onChangeServer}>
              Change server
            </button>
          )}
        </div>
      </form>
    </main>
  );
}
