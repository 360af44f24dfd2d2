import { chooseLocation } from "../enhance/chosenLocation";

/**
 * A category's location choice: picking a location makes it the chosen one at once (remembered, the order links
 * follow) instead of loading the page again; the button does the same.
 */
export function start(form: HTMLElement): void {
  const select = form.querySelector<HTMLSelectElement>("select[name=location]");
  if (!(form instanceof HTMLFormElement) || !select) return;
  const choose = () => {
    if (select.value) void chooseLocation(select.value);
  };
  select.addEventListener("change", choose);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    choose();
  });
}
