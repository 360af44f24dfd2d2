import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * A suite's file order: the files named (slowest first, as measured) start before all others, which keep vitest's
 * own order. Vitest orders by the durations it cached, but a clean clone (CI) has none and runs files in the order
 * it found them, so a long file could start last and run alone while the other cores sit idle.
 */
export function slowestFirst(slowest: readonly string[]) {
  const rank = new Map(slowest.map((file, index) => [file, index]));
  return class SlowestFirst extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const ordered = await super.sort(files);
      const rankOf = (file: TestSpecification) => rank.get(relative(this.ctx.config.root, file.moduleId)) ?? slowest.length;
      // Array.prototype.sort is stable: the unnamed files keep vitest's order.
      return ordered.sort((a, b) => rankOf(a) - rankOf(b));
    }
  };
}
