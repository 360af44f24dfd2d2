/**
 * Browser-test stand-in for web/src/admin/mount.tsx (aliased only in vite mode "e2e"). It uses nothing but
 * what the host injects (apiBaseUrl, tokenStore, onChangeServer), so the test proves the desktop host wiring:
 * cross-origin calls to the configured server and a token kept through the bridge. Like the real panel it keeps
 * its tab in the URL hash, and it has a text field whose unsaved content tests can watch.
 */
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { createRoot } from "react-dom/client";
import type { AdminHost } from "../../../../web/src/admin/mount";

const TABS = [
  ["plans", "Hosting Plans"],
  ["settings", "Site Settings"],
  ["submissions", "Contact Submissions"],
] as const;

function useHashTab(): string {
  const read = () => window.location.hash.replace(/^#/, "") || "plans";
  const [tab, setTab] = useState(read);
  useEffect(() => {
    const onHash = () => setTab(read());
    window.addEventListener("hashchange", onHash);
    return () => window.removeEventListener("hashchange", onHash);
  }, []);
  return tab;
}

function StandInPanel({ host }: { host: AdminHost }) {
  const tab = useHashTab();
  const [user, setUser] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const verify = useCallback(async (): Promise<void> => {
    const token = await host.tokenStore.get();
    if (token === null) return;
    const response = await fetch(`${host.apiBaseUrl}/api/verify-token`, { headers: { Authorization: `Bearer ${token}` } });
    if (response.ok) setUser(((await response.json()) as { username: string }).username);
    else await host.tokenStore.clear();
  }, [host]);
  useEffect(() => {
    // verify() sets state only after awaiting the token store and the server, never during the effect itself.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void verify().finally(() => setChecked(true));
  }, [verify]);

  async function login(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    const response = await fetch(`${host.apiBaseUrl}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: form.get("username"), password: form.get("password") }),
    });
    const body = (await response.json()) as { access_token?: string; detail?: string };
    if (!response.ok || !body.access_token) return setError(body.detail ?? "Login failed");
    await host.tokenStore.set(body.access_token);
    await verify();
  }

  if (!checked) return <p>Loading…</p>;
  return (
    <section data-testid="stand-in-panel" data-api-base={host.apiBaseUrl} data-platform={host.platform}>
      {user === null ? (
        <form onSubmit={login}>
          <label>
            Username <input name="username" />
          </label>
          <label>
            Password <input name="password" type="password" />
          </label>
          <button type="submit">Log in</button>
          {error && <p role="alert">{error}</p>}
        </form>
      ) : (
        <>
          <p>Signed in as {user}</p>
          <nav aria-label="Tabs">
            <div role="tablist">
              {TABS.map(([id, label]) => (
                <button key={id} type="button" role="tab" aria-selected={tab === id} onClick={() => (window.location.hash = id)}>
                  {label}
                </button>
              ))}
            </div>
          </nav>
          <button
            type="button"
            onClick={async () => {
              await host.tokenStore.clear();
              setUser(null);
            }}
          >
            Logout
          </button>
        </>
      )}
      <label>
        Draft note <textarea name="draft" />
      </label>
      <button type="button" onClick={() => host.onChangeServer?.()}>
        Change server
      </button>
    </section>
  );
}

export function mountAdminPanel(element: HTMLElement, host: AdminHost): () => void {
  const root = createRoot(element);
  root.render(<StandInPanel host={host} />);
  return () => root.unmount();
}
