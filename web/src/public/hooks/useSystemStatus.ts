import { useEffect, useState } from "react";
import type { SystemStatus } from "../../../../common/contracts";
import { publicApi } from "../../lib/publicApi";
import { badgeReason, badgeView, pollSeconds, type BadgeView } from "../statusView";

/**
 * The status badge's data: starts from the status the server rendered (or "Checking..." when none), polls
 * GET /api/system-status every `interval` seconds, and shows "Status Unknown" when a poll fails. `reason` says why
 * the status is unknown.
 * Polls pause while the tab is hidden and resume (with a poll if one is due) when it is shown again.
 */
export function useSystemStatus(initial: SystemStatus | null, interval: number): BadgeView & { reason: string | null } {
  const [state, setState] = useState<{ status: SystemStatus | null; failed: boolean }>({ status: initial, failed: false });

  useEffect(() => {
    const periodMs = pollSeconds(interval) * 1000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastPoll = initial ? Date.now() : 0;
    let cancelled = false;

    const poll = async () => {
      lastPoll = Date.now();
      try {
        const status = await publicApi.systemStatus();
        if (!cancelled) setState({ status, failed: false });
      } catch {
        if (!cancelled) setState({ status: null, failed: true });
      }
    };
    const schedule = () => {
      clearTimeout(timer);
      const wait = Math.max(0, lastPoll + periodMs - Date.now());
      timer = setTimeout(async () => {
        if (document.visibilityState === "hidden") return;
        await poll();
        if (!cancelled) schedule();
      }, wait);
    };
    const onVisibility = () => {
      if (document.visibilityState === "visible") schedule();
    };

    schedule();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [initial, interval]);

  return { ...badgeView(state.status, state.failed), reason: badgeReason(state.status, state.failed) };
}
