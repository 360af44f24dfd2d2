import { billingTermChoice, chosenTerm } from "./billingTerm";

/** The term switch: a choice is remembered for the category; the remembered (or another tab's) choice is shown. */
export function start(fieldset: HTMLElement): void {
  const choice = billingTermChoice(fieldset.dataset.category ?? "");
  const radios = [...fieldset.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
  const offered = radios.map((radio) => radio.value);
  const show = () => {
    const term = chosenTerm(choice.read(), offered);
    for (const radio of radios) {
      const chosen = radio.value === term;
      if (radio.checked !== chosen) radio.checked = chosen;
      radio.closest("label")?.classList.toggle("is-selected", chosen);
    }
  };
  fieldset.addEventListener("change", (event) => {
    if (event.target instanceof HTMLInputElement && radios.includes(event.target)) choice.write(event.target.value);
  });
  choice.subscribe(show);
  show();
}
