import type { ServerProfile } from "../common/ipc";
import type { SettingsStore } from "./settings";
import type { FetchLike } from "./siteClient";

/** What every watcher of the site in use reads: the site, its login, the app's settings, and how to call it. */
export interface WatchedSite {
  fetch: FetchLike;
  activeProfile(): ServerProfile | null;
  token(profileId: string): Promise<string | null>;
  settings: SettingsStore;
  /** How long a call may take (default SERVER_TIMEOUT_MS). */
  timeoutMs?: number;
}
