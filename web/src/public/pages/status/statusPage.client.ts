import { pageReady } from "../../enhance/ready";
import { SITE_NOTICE_ID, STATUS_LIVE_ID } from "./statusPageIds";

const DAY = ".status-day";

/** Left/Right move a day, Home/End to the first and last day of the strip. */
function dayAfterKey(day: HTMLElement, key: string): HTMLElement | null {
  const strip = day.parentElement;
  if (!strip) return null;
  if (key === "ArrowLeft") return day.previousElementSibling as HTMLElement | null;
  if (key === "ArrowRight") return day.nextElementSibling as HTMLElement | null;
  if (key === "Home") return strip.firstElementChild as HTMLElement | null;
  if (key === "End") return strip.lastElementChild as HTMLElement | null;
  return null;
}

/** Makes `day` its strip's one stop in the tab order (the one moved to last); the others are not in it. */
function makeTabStop(day: HTMLElement): void {
  if (day.tabIndex === 0) return;
  for (const other of day.parentElement?.querySelectorAll<HTMLElement>(`${DAY}[tabindex]`) ?? []) other.removeAttribute("tabindex");
  day.tabIndex = 0;
}

/** Where focus was inside the content, to be given back after a refresh: a day (monitor and index) or an element's id. */
function focusedPlace(root: HTMLElement): (() => HTMLElement | null) | null {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || !root.contains(focused)) return null;
  const monitor = focused.closest<HTMLElement>("[data-monitor-id]")?.dataset.monitorId;
  if (focused.matches(DAY) && monitor) {
    const index = [...(focused.parentElement?.children ?? [])].indexOf(focused);
    return () => root.querySelector<HTMLElement>(`[data-monitor-id="${CSS.escape(monitor)}"] ${DAY}:nth-child(${index + 1})`);
  }
  return focused.id ? () => document.getElementById(focused.id) : null;
}

/** Puts a fresh page's notice in place of this page's (adds or removes it when only one of them has one). */
function replaceNotice(fresh: Document): void {
  const current = document.getElementById(SITE_NOTICE_ID);
  const next = fresh.getElementById(SITE_NOTICE_ID);
  if (current && next) current.replaceWith(document.adoptNode(next));
  else if (current) current.remove();
  else if (next) document.getElementById("main")?.before(document.adoptNode(next));
}

/**
 * The status page, kept current while it is open: every `data-refresh-seconds` seconds (the first time one
 * period after the page is ready) it fetches its own address again (`no-cache`: an unchanged page is a 304) and
 * puts the fresh content and site notice in place, keeping the focused day, the opened past incidents and the
 * scroll position. It pauses while the tab is hidden and catches up when it is shown. The arrow keys move between a
 * monitor's days.
 */
export function start(root: HTMLElement): void {
  const periodMs = Math.max(1, Number(root.dataset.refreshSeconds) || 60) * 1000;
  let lastFetch = Date.now();
  let lastPage = "";
  let timer: ReturnType<typeof setTimeout> | undefined;

  root.addEventListener("keydown", (event) => {
    const day = event.target instanceof HTMLElement && event.target.matches(DAY) ? event.target : null;
    const next = day && dayAfterKey(day, event.key);
    if (!next) return;
    event.preventDefault();
    makeTabStop(next);
    next.focus();
  });

  const refresh = async () => {
    lastFetch = Date.now();
    try {
      const response = await fetch(location.pathname + location.search, { cache: "no-cache", credentials: "same-origin" });
      const page = response.ok ? await response.text() : "";
      if (!page || page === lastPage) return;
      lastPage = page;
      const fresh = new DOMParser().parseFromString(page, "text/html");
      const content = fresh.getElementById(STATUS_LIVE_ID);
      if (!content) return;
      const refocus = focusedPlace(root);
      const opened = [...root.querySelectorAll<HTMLDetailsElement>("details[data-incident-id][open]")].map((details) => details.dataset.incidentId);
      root.replaceChildren(...document.adoptNode(content).childNodes);
      for (const id of opened) root.querySelector(`details[data-incident-id="${CSS.escape(id ?? "")}"]`)?.setAttribute("open", "");
      replaceNotice(fresh);
      const target = refocus?.();
      if (target) {
        if (target.matches(DAY)) makeTabStop(target);
        target.focus({ preventScroll: true });
      }
    } catch {
      // Offline or the server is away for a moment: the page keeps what it shows and tries again next time.
    }
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(
      async () => {
        if (document.visibilityState === "hidden") return;
        await refresh();
        schedule();
      },
      Math.max(0, lastFetch + periodMs - Date.now()),
    );
  };
  void pageReady.then(() => {
    lastFetch = Date.now();
    schedule();
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") schedule();
    });
  });
}
