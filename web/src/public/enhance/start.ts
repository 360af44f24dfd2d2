import { ENHANCE_ATTRIBUTE } from "./names";
import { ENHANCEMENTS } from "./registry";

/**
 * Starts the enhancement modules the page's markup names (`data-enhance`, several names space-separated), for each
 * element in document order. A module that fails to start is logged; the others still run, and the
 * server-rendered markup keeps working without it.
 */
export function startEnhancements(root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[${ENHANCE_ATTRIBUTE}]`)) {
    for (const name of (element.getAttribute(ENHANCE_ATTRIBUTE) ?? "").split(/\s+/).filter(Boolean)) {
      const module = Object.hasOwn(ENHANCEMENTS, name) ? ENHANCEMENTS[name as keyof typeof ENHANCEMENTS] : undefined;
      if (!module) {
        console.warn(`Unknown enhancement "${name}"`);
        continue;
      }
      try {
        module.start(element);
      } catch (error) {
        console.error(`The "${name}" enhancement did not start:`, error);
      }
    }
  }
}
