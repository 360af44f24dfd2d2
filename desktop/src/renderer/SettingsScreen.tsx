import type { DesktopBridge, DesktopConfig } from "../common/ipc";
import { SettingToggle } from "./SettingToggle";

interface Props {
  bridge: Pick<DesktopBridge, "setNotificationsEnabled" | "setStatusNotificationsEnabled" | "checkForUpdates">;
  config: DesktopConfig;
  onClose: () => void;
}

/** Notifications on/off, how logins are kept, and the app's version with "Check for updates…". */
export function SettingsScreen({ bridge, config, onClose }: Props) {
  return (
    <main className="desk-screen">
      <section className="desk-card" aria-labelledby="settings-title">
        <h1 id="settings-title">Settings</h1>

        <h2>Notifications</h2>
        <SettingToggle
          label="Notify me when a visitor sends a message"
          initial={config.notificationsEnabled}
          save={(enabled) => bridge.setNotificationsEnabled(enabled)}
        />
        <p className="desk-muted desk-hint">
          The notification shows the sender and the subject, never the message. The number of unread messages is also shown in the window title and on the app
          icon.
        </p>
        <SettingToggle
          label="Notify me when a monitor goes down or comes back up, and when an incident opens"
          initial={config.statusNotificationsEnabled}
          save={(enabled) => bridge.setStatusNotificationsEnabled(enabled)}
        />
        <p className="desk-muted desk-hint">
          For the monitors the site’s status page shows. Clicking a notification opens the Status tab. The app asks the site every minute while it runs.
        </p>

        <h2>Login</h2>
        <p className="desk-muted">
          {config.tokenPersistent
            ? "Each site's login is encrypted with this computer's key store and kept between runs."
            : "This computer offers no key store for the app, so logins are kept in memory only, until the app quits."}
        </p>

        <h2>Updates</h2>
        <p className="desk-muted">
          Version {config.version}. The app looks for updates when it starts and every 6 hours, downloads them in the background and asks before restarting.
        </p>
        <div className="desk-actions desk-actions-split">
          <button type="button" className="desk-button" onClick={() => void bridge.checkForUpdates()}>
            Check for updates…
          </button>
          <button type="button" className="desk-button desk-primary" onClick={onClose}>
            Done
          </button>
        </div>
      </section>
    </main>
  );
}
