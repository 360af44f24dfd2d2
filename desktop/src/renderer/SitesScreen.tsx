import { useState } from "react";
import type { DesktopBridge, DesktopConfig, ServerProfile } from "../common/ipc";
import { AddSiteForm } from "./AddSiteForm";

interface Props {
  bridge: Pick<DesktopBridge, "addProfile" | "switchProfile" | "removeProfile">;
  config: DesktopConfig;
  /** Back to the panel (absent when no site is configured yet). */
  onClose?: () => void;
  /** The site in use changed: the page reloads so its Content-Security-Policy names the new site. */
  onActiveChanged: () => void;
  /** The list changed without touching the site in use. */
  onListChanged: () => void;
}

/**
 * The first screen: on first start it asks for the site's address; afterwards it lists the saved sites to
 * switch to, add or remove (each keeps its own login).
 */
export function SitesScreen({ bridge, config, onClose, onActiveChanged, onListChanged }: Props) {
  const firstRun = config.profiles.length === 0;
  const [adding, setAdding] = useState(firstRun);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function open(profile: ServerProfile) {
    if (profile.id === config.activeProfileId) return onClose?.();
    if (await bridge.switchProfile(profile.id)) onActiveChanged();
    else setError(`${profile.name} is no longer saved`);
  }

  async function remove(profile: ServerProfile) {
    await bridge.removeProfile(profile.id);
    setConfirming(null);
    if (profile.id === config.activeProfileId) onActiveChanged();
    else onListChanged();
  }

  return (
    <main className="desk-screen">
      <section className="desk-card" aria-labelledby="sites-title">
        <h1 id="sites-title">{firstRun ? "Connect to your site" : "Sites"}</h1>
        <p className="desk-muted">
          {firstRun
            ? "Enter the address of the site this app manages. The app checks it and remembers it."
            : "Each site keeps its own login. Switch with the menu (Sites) too."}
        </p>
        {!firstRun && (
          <ul className="desk-sites" aria-label="Saved sites">
            {config.profiles.map((profile) => {
              const inUse = profile.id === config.activeProfileId;
              return (
                <li key={profile.id} className={inUse ? "desk-site desk-site-current" : "desk-site"} aria-current={inUse ? "true" : undefined}>
                  <div className="desk-site-text">
                    <strong>{profile.name}</strong>
                    <span className="desk-muted">{profile.serverUrl}</span>
                  </div>
                  {confirming === profile.id ? (
                    <div className="desk-site-actions" role="group" aria-label={`Remove ${profile.name}?`}>
                      <span className="desk-muted">Remove it and its login?</span>
                      <button type="button" className="desk-button desk-danger" onClick={() => void remove(profile)}>
                        Remove
                      </button>
                      <button type="button" className="desk-button" onClick={() => setConfirming(null)}>
                        Keep
                      </button>
                    </div>
                  ) : (
                    <div className="desk-site-actions">
                      {inUse && <span className="desk-tag">In use</span>}
                      <button type="button" className="desk-button desk-primary" onClick={() => void open(profile)} aria-label={`Open ${profile.name}`}>
                        Open
                      </button>
                      <button type="button" className="desk-button" onClick={() => setConfirming(profile.id)} aria-label={`Remove ${profile.name}`}>
                        Remove
                      </button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {error && (
          <p role="alert" className="desk-error">
            {error}
          </p>
        )}
        {adding ? (
          <>
            {!firstRun && <h2>Add a site</h2>}
            <AddSiteForm
              bridge={bridge}
              suggested={firstRun ? config.suggestedServerUrl : null}
              submitLabel={firstRun ? "Connect" : "Add and open"}
              onCancel={firstRun ? undefined : () => setAdding(false)}
              onAdded={onActiveChanged}
            />
          </>
        ) : (
          <div className="desk-actions">
            {onClose && (
              <button type="button" className="desk-button" onClick={onClose}>
                Back
              </button>
            )}
            <button type="button" className="desk-button desk-primary" onClick={() => setAdding(true)}>
              Add a site…
            </button>
          </div>
        )}
        <p className="desk-version">Hostsite Admin {config.version}</p>
      </section>
    </main>
  );
}
