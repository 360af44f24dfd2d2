import { ENHANCE_ATTRIBUTE } from "./names";
import { ENHANCEMENTS } from "./registry";

/** Lets the browser handle input and paint before the next piece of work (a task of its own for each start). */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Starts the enhancement modules the page's markup names (`data-enhance`, several names space-separated), for each
 * element in document order, each start in a task of its own so none holds up the page for long; settles when the
 * work they started has finished. A module that fails is logged; the others still run, and the server-rendered
 * markup keeps working without it.
 */
export async function startEnhancements(root: ParentNode = document): Promise<void> {
  const started: Promise<void>[] = [];
  const failed = (name: string) => (error: unknown) => console.error(`The "${name}" enhancement did not start:`, error);
  for (const element of root.querySelectorAll<HTMLElement>(`[${ENHANCE_ATTRIBUTE}]`)) {
    for (const name of (element.getAttribute(ENHANCE_ATTRIBUTE) ?? "").split(/\s+/).filter(Boolean)) {
      const module = Object.hasOwn(ENHANCEMENTS, name) ? ENHANCEMENTS[name as keyof typeof ENHANCEMENTS] : undefined;
      if (!module) {
        console.warn(`Unknown enhancement "${name}"`);
        continue;
      }
      await yieldToBrowser();
      try {
        const result = module.start(element);
        if (result) started.push(result.catch(failed(name)));
      } catch (error) {
        failed(name)(error);
      }
    }
  }
  await Promise.all(started);
}
