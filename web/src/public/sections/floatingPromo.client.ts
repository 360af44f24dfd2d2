import { PROMO_DISMISS_KEY } from "../../../../common/constants";
import { storedValue } from "../enhance/storedValue";

/**
 * The bottom part of the window the floating banner may cover (it sits at the bottom, at most about a fifth of a
 * window high): while the hero's own promo is in this part, the floating banner stays hidden.
 */
const BANNER_AREA = "-75% 0px 0px 0px";

/**
 * Shows the floating banner unless it was dismissed; dismissing it (here or in another tab) removes it for good.
 * It never covers the hero's promo: while that one is in the bottom part of the window (on a phone, when the page
 * opens), the floating banner waits, and it comes back when the hero's promo is scrolled past.
 */
export function start(banner: HTMLElement): void {
  const dismissal = storedValue(PROMO_DISMISS_KEY);
  if (dismissal.read() === "true") {
    banner.remove();
    return;
  }
  const heroPromo = document.querySelector(".hero-promo");
  let observer: IntersectionObserver | undefined;
  if (heroPromo && typeof IntersectionObserver === "function") {
    observer = new IntersectionObserver(
      (entries) => {
        banner.hidden = entries[entries.length - 1].isIntersecting;
      },
      { rootMargin: BANNER_AREA },
    );
    observer.observe(heroPromo);
  } else {
    banner.hidden = false;
  }
  const stop = dismissal.subscribe(() => {
    if (dismissal.read() !== "true") return;
    stop();
    observer?.disconnect();
    banner.remove();
  });
  banner.querySelector(".floating-close")?.addEventListener("click", () => dismissal.write("true"));
}
