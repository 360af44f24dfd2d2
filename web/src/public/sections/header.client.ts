import { templateElement } from "../enhance/templates";

/** Below this width the navigation is the menu button's popover (header.css). */
const MENU_QUERY = "(max-width: 899px)";

/**
 * The mobile menu. The navigation is a popover the button opens and closes by itself (without scripts too); this
 * adds what the markup cannot: aria-expanded, the button's label and icon following the menu, Escape returning
 * focus to the button, a followed link closing the menu, and the menu closing when the window grows past the
 * phone layout.
 */
export function start(header: HTMLElement): void {
  const toggle = header.querySelector<HTMLButtonElement>(".menu-toggle");
  const nav = toggle && document.getElementById(toggle.getAttribute("aria-controls") ?? "");
  if (!toggle || !nav) return;
  const label = toggle.querySelector(".visually-hidden");
  const menuIcon = toggle.querySelector("svg");
  const closeIcon = templateElement(toggle.querySelector("template"));
  const popover = typeof nav.hidePopover === "function" && nav.hasAttribute("popover");
  let open = false;

  const show = (next: boolean) => {
    open = next;
    toggle.setAttribute("aria-expanded", String(open));
    // Without popovers the class shows the menu; a popover is shown by the browser, at once (the toggle event that
    // calls this comes a task later, so a class here would keep a closed menu on screen until then).
    if (!popover) nav.classList.toggle("is-open", open);
    if (label) label.textContent = (open ? toggle.dataset.closeLabel : toggle.dataset.openLabel) ?? "";
    if (menuIcon && closeIcon) (open ? menuIcon : closeIcon).replaceWith(open ? closeIcon : menuIcon);
  };
  // With a popover the browser's state is the truth: its toggle event (which updates `open`) comes a task later,
  // so a link followed right after opening must still close the menu.
  const isOpen = () => (popover ? nav.matches(":popover-open") : open);
  const setOpen = (next: boolean) => {
    if (next === isOpen()) return;
    if (popover) nav.togglePopover();
    else show(next);
  };
  toggle.setAttribute("aria-expanded", "false");

  if (popover) {
    // The browser opens and closes the popover (button, Escape, a click outside); the button follows its state.
    nav.addEventListener("toggle", (event) => show((event as ToggleEvent).newState === "open"));
  } else {
    // A browser without popovers: the button opens and closes the menu itself.
    toggle.removeAttribute("popovertarget");
    toggle.addEventListener("click", () => setOpen(!open));
  }
  nav.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
  });
  document.addEventListener("keydown", (event) => {
    if (isOpen() && event.key === "Escape") {
      setOpen(false);
      toggle.focus();
    }
  });
  const phone = window.matchMedia(MENU_QUERY);
  phone.addEventListener("change", () => {
    if (!phone.matches) setOpen(false);
  });
}
