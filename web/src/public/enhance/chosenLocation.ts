/**
 * The visitor's chosen location, changed in the page (by the latency test or the plan cards' location choice).
 *
 * The choice is remembered like the chosen currency: in the `location` cookie the server sets for `?location=`
 * (HttpOnly, so no script writes it), and the server fills each order link's `{location}` for it. So choosing asks
 * the server for this page again with `?location=<key>`: the answer sets the cookie, and its plan cards carry the
 * order links for the new choice, which replace this page's (with the "Sold out in …" notes and the choice fields).
 * One way to fill order links, the server's, with and without scripts; the address bar keeps its address.
 */

/** Sent to a plan card whose order link was replaced (its module fills in the chosen term and promo code again). */
export const ORDER_LINKS_CHANGED = "order-links-changed";

let latest = 0;

/** Makes `key` the chosen location: remembered by the server, shown in the page. Resolves once it is shown (or failed). */
export async function chooseLocation(key: string): Promise<void> {
  const ticket = ++latest;
  showChoice(key);
  const address = new URL(location.href);
  address.hash = "";
  address.searchParams.set("location", key);
  try {
    const response = await fetch(address, { cache: "no-store", credentials: "same-origin" });
    if (!response.ok) return;
    const page = await response.text();
    // A later choice wins, whichever answer comes first.
    if (ticket !== latest) return;
    replaceOrderLinks(new DOMParser().parseFromString(page, "text/html"));
  } catch {
    // Offline for a moment: the page keeps its links; the next choice tries again.
  }
}

/** The choice fields and the locations page's cards show `key` as chosen. */
function showChoice(key: string): void {
  for (const select of document.querySelectorAll<HTMLSelectElement>("select[data-location-select]")) {
    if ([...select.options].some((option) => option.value === key)) select.value = key;
  }
  for (const card of document.querySelectorAll<HTMLElement>("[data-location-card]")) {
    card.toggleAttribute("data-chosen", card.dataset.locationCard === key);
  }
}

/** Each plan card (and compare table price cell) takes the fresh page's order link and location note. */
function replaceOrderLinks(fresh: Document): void {
  for (const card of document.querySelectorAll<HTMLElement>("article[data-plan-id], td[data-plan-id]")) {
    const next = fresh.querySelector<HTMLElement>(`${card.localName}[data-plan-id="${CSS.escape(card.dataset.planId ?? "")}"]`);
    if (!next) continue;
    const order = card.querySelector(".plan-order");
    const nextOrder = next.querySelector(".plan-order");
    if (order && nextOrder) order.replaceWith(document.adoptNode(nextOrder));
    const note = card.querySelector(".plan-location-note");
    if (note) note.textContent = next.querySelector(".plan-location-note")?.textContent ?? "";
    card.dispatchEvent(new Event(ORDER_LINKS_CHANGED));
  }
}
