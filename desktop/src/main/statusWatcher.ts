import type { Notice } from "./notices";
import { SERVER_TIMEOUT_MS } from "./serverAddress";
import { siteClient } from "./siteClient";
import { compareStatus, statusAnswerOf, type StatusMemory } from "./statusChanges";
import type { WatchedSite } from "./watchedSite";

interface StatusWatcherDeps extends WatchedSite {
  /** Shows one native notification (clicking it opens the Status tab). */
  notify(notice: Notice): void;
}

/**
 * Polls the status page's data (GET /api/status, public) of the site in use while the app is signed in to it,
 * whenever the connection watcher polls, and announces what changed since the previous answer
 * (statusChanges.ts). The first answer after a start, a switch of site, a login or switching the notifications
 * back on is only recorded. A failed poll (no answer, an error status, an answer that is not the status page's)
 * says nothing and keeps what was remembered, so the next answer is compared with the last one read.
 */
export class StatusWatcher {
  private remembered: { profileId: string; memory: StatusMemory } | null = null;
  private inFlight: Promise<void> | null = null;

  constructor(private readonly deps: StatusWatcherDeps) {}

  /** Forgets what was learned (another site is now in use). */
  reset(): void {
    this.remembered = null;
  }

  /** One poll; concurrent callers (timer, focus, Retry) share the one in flight. */
  poll(): Promise<void> {
    this.inFlight ??= this.pollOnce().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private enabled(): boolean {
    return this.deps.settings.get("statusNotificationsEnabled") !== false;
  }

  private async pollOnce(): Promise<void> {
    const profile = this.deps.activeProfile();
    // Signed out or switched off: nothing is watched, and watching starts afresh afterwards.
    if (profile === null || !this.enabled() || (await this.deps.token(profile.id)) === null) return this.reset();
    let body: unknown;
    try {
      body = await siteClient(this.deps.fetch, profile.serverUrl, null, this.deps.timeoutMs ?? SERVER_TIMEOUT_MS).call("GET /api/status");
    } catch {
      return; // the connection watcher reports an unreachable site; a status poll stays quiet
    }
    const answer = statusAnswerOf(body);
    if (answer === null || this.deps.activeProfile()?.id !== profile.id || !this.enabled()) return;
    const previous = this.remembered?.profileId === profile.id ? this.remembered.memory : null;
    const { notices, memory } = compareStatus(profile.name, previous, answer);
    this.remembered = { profileId: profile.id, memory };
    for (const notice of notices) this.deps.notify(notice);
  }
}
