import { formatExpiry } from "../promos";

/** Shows the `<time>`'s date in the visitor's locale and time zone. */
export function start(time: HTMLElement): void {
  const iso = time.getAttribute("datetime");
  const local = iso ? formatExpiry(iso, true) : "";
  if (local) time.textContent = local;
}
