import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll } from "vitest";
import { scaledMs } from "../server/test/machine";

// Each command is a process of its own that loads the sources with tsx: on a busy machine a test of several takes
// minutes, so its limit is set from the machine's load when the file starts, not when the whole run started.
export const CLI_TEST_TIMEOUT_MS = scaledMs(120_000);

const ROOT = resolve(import.meta.dirname, "..");
const TSX = pathToFileURL(join(ROOT, "node_modules/tsx/dist/esm/index.mjs")).href;
const run = promisify(execFile);

/** Runs `scripts/{script}.ts` from `cwd` (the project by default) with exactly the environment given. */
export function runScript(script: string, args: string[], env: NodeJS.ProcessEnv, cwd = ROOT) {
  return run(process.execPath, ["--import", TSX, join(ROOT, "scripts", `${script}.ts`), ...args], { cwd, env });
}

/** The process's environment without the variables named (a command must not see the developer's own). */
export function envWithout(...names: string[]): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of names) delete env[name];
  return env;
}

/** Call at a test file's top level: returns a maker of temporary folders, all removed after the file's tests. */
export function temporaryFolders(): (prefix: string) => Promise<string> {
  const made: string[] = [];
  afterAll(async () => {
    for (const dir of made) await rm(dir, { recursive: true, force: true });
  });
  return async (prefix) => {
    const dir = await mkdtemp(join(tmpdir(), prefix));
    made.push(dir);
    return dir;
  };
}
