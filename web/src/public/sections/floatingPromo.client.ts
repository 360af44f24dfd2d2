import { PROMO_DISMISS_KEY } from "../../../../common/constants";
import { storedValue } from "../enhance/storedValue";

/**
 * The bottom part of the window the floating banner may cover (it sits at the bottom, at most about a fifth of a
 * window high): while the hero's own promo is in this part, the floating banner stays hidden.
 */
const BANNER_AREA = "-75% 0px 0px 0px";

/**
 * Shows the floating banner unless it was dismissed; dismissing it (here or in another tab) removes it for good.
 * It never covers what the visitor is busy with: while the hero's own promo is in the bottom part of the window
 * (on a phone, when the page opens), while any part of the contact form is on screen (its fields, errors and
 * button), and while a field of the contact form has focus, the floating banner waits; it comes back afterwards.
 */
export function start(banner: HTMLElement): void {
  const dismissal = storedValue(PROMO_DISMISS_KEY);
  if (dismissal.read() === "true") {
    banner.remove();
    return;
  }
  const covering = { heroPromo: false, contactForm: false, typing: false };
  /** Every observer reports once on its start: the banner stays hidden until all of them have. */
  let waiting = 0;
  const update = () => {
    if (waiting === 0) banner.hidden = covering.heroPromo || covering.contactForm || covering.typing;
  };
  const observers: IntersectionObserver[] = [];
  const watch = (target: Element | null, key: "heroPromo" | "contactForm", rootMargin: string) => {
    if (!target || typeof IntersectionObserver !== "function") return;
    let first = true;
    waiting += 1;
    const observer = new IntersectionObserver(
      (entries) => {
        covering[key] = entries[entries.length - 1].isIntersecting;
        if (first) waiting -= 1;
        first = false;
        update();
      },
      { rootMargin },
    );
    observer.observe(target);
    observers.push(observer);
  };
  watch(document.querySelector(".hero-promo"), "heroPromo", BANNER_AREA);
  const contactForm = document.querySelector(".contact-form");
  watch(contactForm, "contactForm", "0px");
  const onFocus = () => {
    const active = document.activeElement;
    covering.typing = !!contactForm && !!active && contactForm.contains(active) && active.matches("input, textarea, button");
    update();
  };
  contactForm?.addEventListener("focusin", onFocus);
  contactForm?.addEventListener("focusout", () => setTimeout(onFocus, 0));
  update();
  const stop = dismissal.subscribe(() => {
    if (dismissal.read() !== "true") return;
    stop();
    for (const observer of observers) observer.disconnect();
    banner.remove();
  });
  banner.querySelector(".floating-close")?.addEventListener("click", () => dismissal.write("true"));
}
