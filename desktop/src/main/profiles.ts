import { randomUUID } from "node:crypto";
import type { ServerProfile } from "../common/ipc";
import { normalizeServerAddress } from "./serverAddress";
import { recordSetting, type SettingsStore } from "./settings";
import type { TokenVault } from "./tokenVault";

const MAX_PROFILE_NAME_LENGTH = 60;

/** A site name as typed: trimmed, one line, at most 60 characters; empty means "use the host name". */
export function profileName(input: unknown, origin: string): string {
  const typed = typeof input === "string" ? input.replace(/\s+/g, " ").trim() : "";
  return (typed === "" ? new URL(origin).host : typed).slice(0, MAX_PROFILE_NAME_LENGTH);
}

/** A stored profile is used only when it is whole: anything damaged in the settings file is left out. */
function isValidProfile(value: unknown): value is ServerProfile {
  if (typeof value !== "object" || value === null) return false;
  const { id, name, serverUrl } = value as Record<string, unknown>;
  if (typeof id !== "string" || id === "" || typeof name !== "string" || name === "" || typeof serverUrl !== "string") return false;
  const valid = normalizeServerAddress(serverUrl);
  return valid.ok && valid.origin === serverUrl;
}

/**
 * The saved sites (server profiles) and which one is in use. Each site keeps its own encrypted token in the
 * vault; removing a site removes its token and what the notifier remembered about it.
 */
export class ProfileStore {
  constructor(
    private readonly settings: SettingsStore,
    private readonly vault: TokenVault,
    private readonly newId: () => string = randomUUID,
  ) {}

  list(): ServerProfile[] {
    const stored = this.settings.get("profiles");
    return Array.isArray(stored) ? stored.filter(isValidProfile) : [];
  }

  get(id: string): ServerProfile | null {
    return this.list().find((profile) => profile.id === id) ?? null;
  }

  /** The site in use: the saved choice, else the first site, else null. */
  active(): ServerProfile | null {
    const profiles = this.list();
    const id = this.settings.get("activeProfileId");
    return profiles.find((profile) => profile.id === id) ?? profiles[0] ?? null;
  }

  /** Saves a new site (the origin already checked) and makes it the one in use. */
  add(name: unknown, origin: string): { ok: true; profile: ServerProfile } | { ok: false; error: string } {
    const profiles = this.list();
    const existing = profiles.find((profile) => profile.serverUrl === origin);
    if (existing) return { ok: false, error: `${origin} is already in your sites as “${existing.name}”` };
    const profile: ServerProfile = { id: this.newId(), name: profileName(name, origin), serverUrl: origin };
    this.settings.set("profiles", [...profiles, profile]);
    this.settings.set("activeProfileId", profile.id);
    return { ok: true, profile };
  }

  /** false when there is no such site. */
  activate(id: string): boolean {
    if (this.get(id) === null) return false;
    this.settings.set("activeProfileId", id);
    return true;
  }

  /** Forgets the site, its token and its notification state; another site becomes active if it was in use. */
  remove(id: string): void {
    const profiles = this.list();
    this.vault.clear(id);
    const announced = recordSetting(this.settings, "announcedSubmissionIds");
    if (id in announced) {
      const { [id]: _gone, ...rest } = announced;
      this.settings.set("announcedSubmissionIds", rest);
    }
    const remaining = profiles.filter((profile) => profile.id !== id);
    this.settings.set("profiles", remaining);
    if (this.settings.get("activeProfileId") === id || remaining.length === 0) {
      if (remaining.length > 0) this.settings.set("activeProfileId", remaining[0].id);
      else this.settings.delete("activeProfileId");
    }
  }

  /**
   * A single-server version of the app kept `serverUrl` and `tokenCiphertext`: they become the first profile
   * (named after the host) with the same encrypted token, so nobody has to log in again after the update.
   */
  migrateSingleServer(): ServerProfile | null {
    const legacyUrl = this.settings.get("serverUrl");
    const legacyToken = this.settings.get("tokenCiphertext");
    if (legacyUrl === undefined && legacyToken === undefined) return null;
    this.settings.delete("serverUrl");
    this.settings.delete("tokenCiphertext");
    const valid = normalizeServerAddress(legacyUrl);
    if (!valid.ok || this.list().some((profile) => profile.serverUrl === valid.origin)) return null;
    const result = this.add("", valid.origin);
    if (!result.ok) return null;
    if (typeof legacyToken === "string" && legacyToken !== "") {
      this.settings.set("tokenCiphertexts", { ...recordSetting(this.settings, "tokenCiphertexts"), [result.profile.id]: legacyToken });
    }
    return result.profile;
  }
}
