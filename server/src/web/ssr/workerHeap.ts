import { setFlagsFromString } from "node:v8";
import type { ResourceLimits } from "node:worker_threads";

/** A worker's old generation: far above what a page or a text needs, a ceiling against a runaway one. */
const OLD_GENERATION_MB = 512;

let youngGenerationFlagReset = false;

/**
 * The heap limits of a worker thread (the page render and markdown workers) with a young generation of
 * `youngGenerationMb`.
 *
 * The server runs with `--max-semi-space-size` (see the Dockerfile's CMD): its own young generation. V8 applies
 * that flag to every isolate created after it, worker threads included, over their `resourceLimits`, so each
 * worker would get the server thread's young generation whatever suits its work.
 * The flag is read once, when an isolate's heap is set up: setting it back to V8's default (0: size it from the
 * limits) once the server's own heap exists changes nothing for the server's thread and lets each worker have
 * the young generation asked for here.
 */
export function workerResourceLimits(youngGenerationMb: number): ResourceLimits {
  if (!youngGenerationFlagReset) {
    setFlagsFromString("--max-semi-space-size=0");
    youngGenerationFlagReset = true;
  }
  return { maxOldGenerationSizeMb: OLD_GENERATION_MB, maxYoungGenerationSizeMb: youngGenerationMb };
}
