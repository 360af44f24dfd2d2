import { copyText } from "../copyText";
import { copiedPromo } from "../enhance/copiedPromo";
import { GO_PROMO_COPY_PATH } from "../../../../common/orderLink";

/** How long the copy confirmation stays in the live region. */
const FEEDBACK_MS = 4000;

/**
 * The promo's Copy Code button: copies `data-copy-code` and says so (or that copying failed, with the code) in the
 * banner's live region for a few seconds, in the page's language (`data-copied`, `data-copy-failed`). The code is
 * remembered for the order links (`{promo}`), and the site counts the copy (a beacon to its own address; nothing
 * about the visitor is sent or kept).
 */
export function start(button: HTMLElement): void {
  const code = button.dataset.copyCode ?? "";
  const feedback = button.closest(".promo-actions")?.querySelector(".promo-feedback");
  let timer: ReturnType<typeof setTimeout> | undefined;
  const say = (text: string) => {
    if (feedback) feedback.textContent = text;
  };
  button.addEventListener("click", () => {
    copiedPromo().write(code);
    navigator.sendBeacon?.(`${GO_PROMO_COPY_PATH}?code=${encodeURIComponent(code)}`);
    copyText(code).then(
      () => say(button.dataset.copied ?? code),
      () => say(button.dataset.copyFailed ?? code),
    );
    clearTimeout(timer);
    timer = setTimeout(() => say(""), FEEDBACK_MS);
  });
}
