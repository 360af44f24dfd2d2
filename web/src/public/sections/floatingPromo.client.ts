import { PROMO_DISMISS_KEY } from "../../../../common/constants";
import { storedValue } from "../enhance/storedValue";

/** Shows the floating banner unless it was dismissed; dismissing it (here or in another tab) removes it for good. */
export function start(banner: HTMLElement): void {
  const dismissal = storedValue(PROMO_DISMISS_KEY);
  if (dismissal.read() === "true") {
    banner.remove();
    return;
  }
  banner.hidden = false;
  const stop = dismissal.subscribe(() => {
    if (dismissal.read() !== "true") return;
    stop();
    banner.remove();
  });
  banner.querySelector(".floating-close")?.addEventListener("click", () => dismissal.write("true"));
}
