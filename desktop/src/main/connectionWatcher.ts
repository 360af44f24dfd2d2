import type { ApiCall } from "../../../common/api/client";
import { ApiError } from "../../../common/api/errors";
import type { ApiRoutes } from "../../../common/contracts";
import type { ResponseOf } from "../../../common/contracts/endpoint";
import type { ConnectionStatus, ServerProfile } from "../common/ipc";
import { noticesFor, submissionsOf, unannounced, type MessageNotice } from "./newMessages";
import { SERVER_TIMEOUT_MS, unreachableReason } from "./serverAddress";
import { siteClient } from "./siteClient";
import { recordSetting } from "./settings";
import type { WatchedSite } from "./watchedSite";

export const POLL_INTERVAL_MS = 60_000;
/** How many of the newest submissions are read to find the ones to announce. */
const NEWEST_PAGE_SIZE = 20;

export interface WatcherDeps extends WatchedSite {
  /** Shows one native notification (clicking it opens the Contact Submissions tab). */
  notify(notice: MessageNotice): void;
  /** Every poll's outcome: the badge, the window title and the renderer follow it. */
  onStatus(status: ConnectionStatus): void;
  now?: () => Date;
}

/** A 2xx answer's body, another status, or no usable answer (no answer, a timeout, a gateway error). */
type Answer = { kind: "ok"; body: unknown } | { kind: "refused"; status: number } | { kind: "unreachable"; error: string };

/** Statuses a proxy answers when the site behind it is down: the site counts as offline. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/**
 * Polls the site in use for the number of unread contact messages (GET …/unread-count, cheap), and only when
 * that number changed (or, with the same count, the newest message is one not announced yet) reads the newest
 * submissions to announce the new ones. Without a login it only checks
 * that the server answers. A network failure, a timeout or a gateway error marks the site offline.
 */
export class ConnectionWatcher {
  private status: ConnectionStatus = { state: "unknown", serverUrl: null, unread: null, lastOnlineAt: null };
  private lastUnread: number | null = null;
  private inFlight: Promise<ConnectionStatus> | null = null;

  constructor(private readonly deps: WatcherDeps) {}

  current(): ConnectionStatus {
    return { ...this.status };
  }

  /** Forgets what was learned (another site is now in use). */
  reset(): void {
    this.lastUnread = null;
    this.status = { state: "unknown", serverUrl: this.deps.activeProfile()?.serverUrl ?? null, unread: null, lastOnlineAt: null };
    this.deps.onStatus(this.current());
  }

  /** One poll; concurrent callers (timer, focus, Retry) share the one in flight. */
  poll(): Promise<ConnectionStatus> {
    this.inFlight ??= this.pollOnce().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async pollOnce(): Promise<ConnectionStatus> {
    const profile = this.deps.activeProfile();
    if (profile === null) return this.publish({ state: "unknown", serverUrl: null, unread: null, lastOnlineAt: null });
    const token = await this.deps.token(profile.id);
    const answer =
      token === null
        ? await this.request(profile.serverUrl, null, (call) => call("GET /api/verify-token"))
        : await this.request(profile.serverUrl, token, (call) => call("GET /api/admin/contact-submissions/unread-count"));
    if (this.deps.activeProfile()?.id !== profile.id) return this.current(); // switched meanwhile: this answer is stale
    if (answer.kind === "unreachable") {
      return this.publish({ ...this.status, state: "offline", serverUrl: profile.serverUrl, unread: null, error: answer.error });
    }
    const lastOnlineAt = (this.deps.now?.() ?? new Date()).toISOString();
    const unread = answer.kind === "ok" ? unreadOf(answer.body) : null;
    if (unread !== null && token !== null) await this.announce(profile, token, unread);
    this.lastUnread = unread;
    return this.publish({ state: "online", serverUrl: profile.serverUrl, unread, lastOnlineAt });
  }

  /** Reads the newest submissions when the unread count changed (or no baseline exists yet) and announces new ones. */
  private async announce(profile: ServerProfile, token: string, unread: number): Promise<void> {
    if (this.deps.settings.get("notificationsEnabled") === false) return;
    const upTo = recordSetting(this.deps.settings, "announcedSubmissionIds")[profile.id];
    const hasBaseline = typeof upTo === "number";
    if (hasBaseline && unread === 0) return;
    // The same count can hide a change (one message read, another arrived): then the newest id tells.
    if (hasBaseline && unread === this.lastUnread && !(await this.newerThan(profile, token, upTo))) return;
    const answer = await this.request(profile.serverUrl, token, (call) =>
      call("GET /api/admin/contact-submissions", { query: { page: 1, limit: NEWEST_PAGE_SIZE } }),
    );
    if (answer.kind !== "ok") return;
    const submissions = submissionsOf(answer.body);
    const newestId = Math.max(0, ...submissions.map((s) => s.id));
    // The first time a site is watched, what is already there counts as seen: no flood of old messages.
    if (hasBaseline) {
      for (const notice of noticesFor(profile.name, unannounced(submissions, upTo))) this.deps.notify(notice);
    }
    if (!hasBaseline || newestId > upTo) {
      const announced = recordSetting(this.deps.settings, "announcedSubmissionIds");
      this.deps.settings.set("announcedSubmissionIds", { ...announced, [profile.id]: Math.max(newestId, hasBaseline ? upTo : 0) });
    }
  }

  /** Whether the newest submission (a one-item page) is newer than `upTo`; false when that cannot be read. */
  private async newerThan(profile: ServerProfile, token: string, upTo: number): Promise<boolean> {
    const answer = await this.request(profile.serverUrl, token, (call) => call("GET /api/admin/contact-submissions", { query: { page: 1, limit: 1 } }));
    if (answer.kind !== "ok") return false;
    return submissionsOf(answer.body).some((submission) => submission.id > upTo);
  }

  private publish(status: ConnectionStatus): ConnectionStatus {
    this.status = status;
    this.deps.onStatus(this.current());
    return this.current();
  }

  /** One call through the shared client, with this site's origin and token; what came back, as an Answer. */
  private async request(origin: string, token: string | null, send: (call: ApiCall) => Promise<unknown>): Promise<Answer> {
    const timeoutMs = this.deps.timeoutMs ?? SERVER_TIMEOUT_MS;
    try {
      return { kind: "ok", body: await send(siteClient(this.deps.fetch, origin, token, timeoutMs).call) };
    } catch (error) {
      if (!(error instanceof ApiError)) return { kind: "unreachable", error: unreachableReason(origin, error, timeoutMs) };
      if (error.status === null) return { kind: "unreachable", error: unreachableReason(origin, error.cause, timeoutMs) };
      if (GATEWAY_STATUSES.has(error.status)) {
        return { kind: "unreachable", error: `${origin} answered ${error.status}: the site is not running behind its proxy` };
      }
      return { kind: "refused", status: error.status };
    }
  }
}

/** The count of an unread-count answer (the contract's shape), checked: the server may be any version. */
function unreadOf(body: unknown): number | null {
  const unread = (body as Partial<ResponseOf<ApiRoutes["GET /api/admin/contact-submissions/unread-count"]>> | null)?.unread;
  return typeof unread === "number" && Number.isSafeInteger(unread) && unread >= 0 ? unread : null;
}
