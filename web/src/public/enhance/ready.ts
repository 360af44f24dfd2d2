/**
 * The moment the page counts as ready: every enhancement has started and finished its first work. Then `#root`
 * gets `data-hydrated="true"` (browser tests and slow-device debugging wait for it) and `pageReady` settles, which
 * a module waits for when its timing should count from there (the status badge's first poll).
 */
let markReady!: () => void;

export const pageReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

export function pageIsReady(): void {
  document.getElementById("root")?.setAttribute("data-hydrated", "true");
  markReady();
}
