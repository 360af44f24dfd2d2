import { chooseLocation } from "../enhance/chosenLocation";
import { filled, measureLatency, ranked, type LatencyTexts, type Measurement, type TestedLocation } from "./latency";

/** Puts a text into every element that shows something of `key` (the locations page's cards). */
function show(selector: string, key: string, text: string): void {
  for (const element of document.querySelectorAll(`[${selector}="${CSS.escape(key)}"]`)) element.textContent = text;
}

/** The choice fields' options in ranked order, each with its time ("Frankfurt (Germany) – 23 ms"). */
function rankOptions(order: readonly (Measurement & { time: string })[]): void {
  for (const select of document.querySelectorAll<HTMLSelectElement>("select[data-location-select]")) {
    for (const { key, time } of [...order].reverse()) {
      const option = [...select.options].find((candidate) => candidate.value === key);
      if (!option) continue;
      option.dataset.label ??= option.text;
      option.text = `${option.dataset.label} – ${time}`;
      // Fastest first, after the placeholder (the options not measured keep their places below).
      const placeholder = select.options[0]?.value === "" ? select.options[0] : null;
      if (placeholder) placeholder.after(option);
      else select.prepend(option);
    }
  }
}

/**
 * "Test my latency": measures each location's test address one location after another (several at once would
 * share the visitor's line and the browser's time, and slow each other), shows each time where the page has a
 * place for it (`data-latency-for`), then ranks them (`data-latency-rank`, the choice fields' options fastest
 * first, the result line as a live region), marks the nearest and makes it the chosen location.
 */
export function start(root: HTMLElement): void {
  const button = root.querySelector<HTMLButtonElement>("button");
  const result = root.querySelector<HTMLElement>(".latency-result");
  const locations = JSON.parse(root.dataset.locations ?? "[]") as TestedLocation[];
  const texts = JSON.parse(root.dataset.texts ?? "{}") as LatencyTexts;
  if (!button || !result) return;
  button.disabled = false;
  let running = false;
  button.addEventListener("click", async () => {
    // Kept focusable while it runs (a disabled button would lose the keyboard's focus).
    if (running) return;
    running = true;
    button.setAttribute("aria-disabled", "true");
    result.textContent = texts.testing;
    const numbers = new Intl.NumberFormat(document.documentElement.lang || undefined, { maximumFractionDigits: 0 });
    const measured: (Measurement & { name: string; time: string })[] = [];
    for (const location of locations) {
      show("data-latency-for", location.key, texts.measuring);
      const ms = await measureLatency(location.url);
      const time = ms === null ? texts.failed : filled(texts.milliseconds, { ms: numbers.format(ms) });
      measured.push({ key: location.key, name: location.name, ms, time });
      show("data-latency-for", location.key, time);
    }
    const order = ranked(measured);
    const nearest = order[0]?.ms === null ? undefined : order[0];
    order.forEach(({ key, ms }, index) => show("data-latency-rank", key, ms === null ? "" : filled(texts.rank, { rank: index + 1 })));
    for (const card of document.querySelectorAll<HTMLElement>("[data-location-card]"))
      card.toggleAttribute("data-nearest", card.dataset.locationCard === nearest?.key);
    rankOptions(order);
    // The live region says the outcome in one line; screen readers also hear the whole ranking.
    result.textContent = nearest ? filled(texts.result, { name: nearest.name, time: nearest.time }) : texts.noneMeasured;
    if (nearest) {
      const ranking = document.createElement("span");
      ranking.className = "visually-hidden";
      ranking.textContent = ` ${order.map(({ name, time }, index) => filled(texts.ranked, { rank: index + 1, name, time })).join(", ")}`;
      result.append(ranking);
      await chooseLocation(nearest.key);
    }
    running = false;
    button.removeAttribute("aria-disabled");
  });
}
