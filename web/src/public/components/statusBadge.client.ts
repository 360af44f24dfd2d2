import type { StatusTexts, SystemStatus } from "../../../../common/contracts";
import { publicApi } from "../../lib/publicApi";
import { pageReady } from "../enhance/ready";
import { pageTexts } from "../pageTexts";
import { badgeReason, badgeView, STATUS_REASON_ID } from "../statusView";

/** Shows a status (or a failed poll) on the badge the server rendered: its state, dot, text and reason. */
function show(badge: HTMLElement, status: SystemStatus | null, failed: boolean, texts: StatusTexts): void {
  const view = badgeView(status, failed, texts);
  const reason = badgeReason(status, failed, texts);
  badge.className = `status-badge status-badge--${view.state}`;
  badge.dataset.state = view.state;
  const dot = badge.querySelector(".status-dot");
  if (dot) dot.className = `status-dot status-dot--${view.dot}`;
  const text = badge.querySelector(".status-text");
  if (text) text.textContent = view.text;
  let note = document.getElementById(STATUS_REASON_ID);
  if (!reason) {
    badge.removeAttribute("title");
    badge.removeAttribute("aria-describedby");
    note?.remove();
    return;
  }
  badge.title = reason;
  badge.setAttribute("aria-describedby", STATUS_REASON_ID);
  if (!note) {
    note = document.createElement("span");
    note.id = STATUS_REASON_ID;
    note.className = "visually-hidden status-reason";
    badge.after(note);
  }
  note.textContent = reason;
}

/**
 * Polls GET /api/system-status (fresh: `_t` and no-cache) every `data-poll-seconds` seconds, the first poll one
 * period after the page is ready (at once when the server rendered "Checking..."), so polling never competes with
 * the page's own loading. A failed poll shows "Status Unknown". Polls pause while the tab is hidden and resume
 * (with a poll if one is due) when it is shown. The texts in the page's language come with the first poll
 * (`pageTexts`); without them the badge could not speak the page's language and keeps what it shows.
 */
export function start(badge: HTMLElement): void {
  const periodMs = Number(badge.dataset.pollSeconds) * 1000;
  let lastPoll = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const poll = async () => {
    lastPoll = Date.now();
    const [status, texts] = await Promise.allSettled([publicApi.systemStatus(), pageTexts()]);
    if (texts.status === "rejected") return;
    if (status.status === "fulfilled") show(badge, status.value, false, texts.value.status);
    else show(badge, null, true, texts.value.status);
  };
  const schedule = () => {
    clearTimeout(timer);
    const wait = Math.max(0, lastPoll + periodMs - Date.now());
    timer = setTimeout(async () => {
      if (document.visibilityState === "hidden") return;
      await poll();
      schedule();
    }, wait);
  };
  const begin = () => {
    if (badge.dataset.state !== "checking") lastPoll = Date.now();
    schedule();
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") schedule();
    });
  };
  void pageReady.then(begin);
}
