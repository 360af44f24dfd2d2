import { copyText } from "../../copyText";

/** How long the confirmation stays. */
const FEEDBACK_MS = 4000;

/**
 * A test address's Copy button (rendered disabled: without scripts the address is selected with one click, see
 * locationsPage.css): copies `data-address` and says so, or that copying failed, in the live region beside it.
 */
export function start(button: HTMLElement): void {
  const status = button.nextElementSibling;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const say = (text: string) => {
    if (status) status.textContent = text;
  };
  (button as HTMLButtonElement).disabled = false;
  button.addEventListener("click", () => {
    copyText(button.dataset.address ?? "").then(
      () => say(button.dataset.copied ?? ""),
      () => say(button.dataset.copyFailed ?? ""),
    );
    clearTimeout(timer);
    timer = setTimeout(() => say(""), FEEDBACK_MS);
  });
}
