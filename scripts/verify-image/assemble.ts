// Rebuilds the Dockerfile's last stage in a folder, without a Docker engine: each COPY of the last stage is
// taken from where Docker would take it.
// - A stage that copies the whole build context (`COPY . .`) is this checkout: its RUN lines run here, except
//   `npm ci` (the checkout's packages are already installed, with the same lock file).
// - Any other stage is rebuilt in a temporary folder: its COPYs from the build context, then its RUN lines,
//   which may only be `npm ci …` (anything else could not be reproduced faithfully, so it is refused).
// - A COPY without --from takes the file from the build context (this checkout).
import { execFileSync } from "node:child_process";
import { cp, mkdir, mkdtemp } from "node:fs/promises";
import { dirname, join, posix, relative } from "node:path";
import { copyTargets, stageNamed, type Stage } from "./dockerfile";

export interface Assembly {
  /** The folder that stands for the image's WORKDIR. */
  appDir: string;
  /** Image path → what was copied there (for the report). */
  copied: Array<{ target: string; from: string }>;
}

type Say = (line: string) => void;

function isWholeContextCopy(stage: Stage): boolean {
  return stage.copies.some((copy) => copy.from === null && copy.sources.length === 1 && [".", "./"].includes(copy.sources[0]));
}

function run(command: string, cwd: string, say: Say): void {
  say(`  $ ${command}`);
  execFileSync("/bin/sh", ["-c", command], { cwd, stdio: ["ignore", "inherit", "inherit"] });
}

/** Maps a path inside a stage to the folder standing for that stage's file system root at WORKDIR. */
function hostPath(stageRoot: string, stageWorkdir: string, imagePath: string): string {
  const inside = posix.isAbsolute(imagePath) ? imagePath : posix.join(stageWorkdir, imagePath);
  const rel = posix.relative(stageWorkdir, inside);
  if (rel.startsWith("..")) throw new Error(`${imagePath} is outside the stage's WORKDIR ${stageWorkdir}: cannot be reproduced`);
  return join(stageRoot, rel);
}

/** Builds (or reuses) the folder that stands for a stage. */
async function prepareStage(stage: Stage, context: string, workRoot: string, say: Say, built: Map<Stage, string>): Promise<string> {
  const ready = built.get(stage);
  if (ready) return ready;
  const label = stage.name ?? `#${stage.index}`;
  let root: string;
  if (isWholeContextCopy(stage)) {
    say(`stage ${label}: this checkout`);
    root = context;
    for (const { command, workdir } of stage.runs) {
      if (/^npm ci\b/.test(command)) {
        say(`  (skipped: ${command} — the checkout's packages are installed from the same lock file)`);
        continue;
      }
      run(command, hostPath(root, stage.workdir, workdir), say);
    }
  } else {
    root = await mkdtemp(join(workRoot, `stage-${label}-`));
    say(`stage ${label}: rebuilt in ${root}`);
    for (const copy of stage.copies) {
      if (copy.from !== null) throw new Error(`stage ${label}: COPY --from inside a helper stage is not supported`);
      for (const { source, target } of copyTargets(copy)) {
        const destination = hostPath(root, stage.workdir, target);
        await mkdir(dirname(destination), { recursive: true });
        await cp(join(context, source), destination, { recursive: true, verbatimSymlinks: true });
      }
    }
    for (const { command, workdir } of stage.runs) {
      if (!/^npm ci\b[^;&|`$()]*$/.test(command)) throw new Error(`stage ${label}: cannot reproduce RUN ${command}`);
      run(command, hostPath(root, stage.workdir, workdir), say);
    }
  }
  built.set(stage, root);
  return root;
}

/** Assembles the last stage's files (its COPYs, nothing else) into a new temporary folder. */
export async function assembleFinalStage(stages: Stage[], context: string, workRoot: string, say: Say): Promise<Assembly> {
  const final = stages[stages.length - 1];
  const appDir = join(workRoot, "image", "app");
  await mkdir(appDir, { recursive: true });
  const built = new Map<Stage, string>();
  const copied: Assembly["copied"] = [];
  for (const copy of final.copies) {
    const stage = copy.from === null ? null : stageNamed(stages, copy.from);
    const root = stage ? await prepareStage(stage, context, workRoot, say, built) : context;
    for (const { source, target } of copyTargets(copy)) {
      const from = stage ? hostPath(root, stage.workdir, source) : join(context, source);
      const to = hostPath(appDir, final.workdir, target);
      await mkdir(dirname(to), { recursive: true });
      await cp(from, to, { recursive: true, verbatimSymlinks: true });
      copied.push({ target, from: relative(process.cwd(), from) || "." });
    }
  }
  return { appDir, copied };
}
