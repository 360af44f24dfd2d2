import { templateElement } from "../enhance/templates";

/**
 * The mobile menu: the button opens and closes the navigation it controls (aria-expanded, icon and label follow);
 * Escape closes it and returns focus to the button; following any of its links closes it.
 */
export function start(header: HTMLElement): void {
  const toggle = header.querySelector<HTMLButtonElement>(".menu-toggle");
  const nav = toggle && document.getElementById(toggle.getAttribute("aria-controls") ?? "");
  if (!toggle || !nav) return;
  const label = toggle.querySelector(".visually-hidden");
  const menuIcon = toggle.querySelector("svg");
  const closeIcon = templateElement(toggle.querySelector("template"));
  let open = false;

  const setOpen = (next: boolean) => {
    if (next === open) return;
    open = next;
    toggle.setAttribute("aria-expanded", String(open));
    nav.classList.toggle("is-open", open);
    if (label) label.textContent = open ? "Close menu" : "Open menu";
    if (menuIcon && closeIcon) (open ? menuIcon : closeIcon).replaceWith(open ? closeIcon : menuIcon);
  };

  toggle.addEventListener("click", () => setOpen(!open));
  nav.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
  });
  document.addEventListener("keydown", (event) => {
    if (open && event.key === "Escape") {
      setOpen(false);
      toggle.focus();
    }
  });
}
