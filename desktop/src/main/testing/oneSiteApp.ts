import { ProfileStore } from "../profiles";
import { MemorySettingsStore } from "../settings";
import { TokenVault } from "../tokenVault";
import type { WatchedSite } from "../watchedSite";
import { fakeEncryptor } from "./fakes";

/**
 * An app instance's main process with one saved site, "Brand A" at `origin` (id "site"), signed in with `login`
 * unless it is null: its settings, token vault and profiles, and the site as the watchers read it.
 */
export async function oneSiteApp(origin: string, login: string | null, timeoutMs?: number) {
  const settings = new MemorySettingsStore();
  const vault = new TokenVault({ settings, encryptor: fakeEncryptor(true) });
  const profiles = new ProfileStore(settings, vault, () => "site");
  profiles.add("Brand A", origin);
  if (login !== null) await vault.set("site", login);
  const site: WatchedSite = {
    fetch: (url, init) => fetch(url, init),
    activeProfile: () => profiles.active(),
    token: (id) => vault.get(id),
    settings,
    timeoutMs,
  };
  return { settings, vault, profiles, site };
}
