// `npm run verify:image`: proves the Docker image and the systemd unit work, without a Docker engine.
// 1. Reads the Dockerfile: checks the last stage's promises (Node 24 base, only dist/ + production
//    node_modules + package.json, non-root user, /data volume, HEALTHCHECK on /healthz, STOPSIGNAL SIGTERM) and
//    that no stage would download Electron.
// 2. Builds (the build stage's RUN lines, in this checkout) and assembles exactly the files the last stage
//    copies in a temporary folder, installing the production packages there with the deps stage's own command.
// 3. Starts the image's CMD there with the image's ENV (a free port and a temporary DATA_DIR instead of 3000
//    and /data), checks /, /admin, /api/hosting-plans, /healthz and /readyz, runs `npm run backup` against the
//    running server's data, sends the stop signal and expects exit code 0.
// 4. Does the same with deploy/hostsite.service: its ExecStart and Environment=, in the same folder.
// IMAGE_NODE=/path/to/node runs both with that Node.js (CI passes Node 24, the image's); default: this one.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { assembleFinalStage } from "./assemble";
import { copyTargets, parseDockerfile, stageNamed, type Stage } from "./dockerfile";
import { verifySiteRun } from "./runSite";
import { parseServiceUnit } from "./systemdUnit";

const ROOT = resolve(import.meta.dirname, "../..");
const say = (line: string) => console.log(line);

function expectThat(condition: unknown, message: string): void {
  if (!condition) throw new Error(`Dockerfile: ${message}`);
  say(`  ✔ ${message}`);
}

function checkDockerfile(stages: Stage[]): void {
  const final = stages[stages.length - 1];
  say("Dockerfile, last stage:");
  expectThat(/^node:24([.-]|$)/.test(final.image), `base image is Node 24 (${final.image})`);
  const targets = final.copies.flatMap(copyTargets).map(({ target }) => target);
  const expected = ["dist", "node_modules", "package.json"].map((name) => `${final.workdir.replace(/\/$/, "")}/${name}`);
  expectThat(JSON.stringify([...targets].sort()) === JSON.stringify(expected), `holds only ${expected.join(", ")} (copies: ${targets.join(", ")})`);
  const modules = final.copies.find((copy) => copyTargets(copy).some(({ target }) => target.endsWith("/node_modules")));
  const modulesStage = modules?.from ? stageNamed(stages, modules.from) : null;
  expectThat(
    modulesStage?.runs.some(({ command }) => /^npm ci\b.*--omit=dev/.test(command)),
    "node_modules come from `npm ci --omit=dev`",
  );
  const unexpected = final.instructions.filter(
    ({ keyword }) => !["ENV", "WORKDIR", "COPY", "RUN", "USER", "VOLUME", "EXPOSE", "HEALTHCHECK", "STOPSIGNAL", "CMD", "LABEL"].includes(keyword),
  );
  expectThat(unexpected.length === 0, `no instruction this check cannot reproduce (${unexpected.map(({ keyword }) => keyword).join(", ") || "none"})`);
  const volume = final.env.DATA_DIR;
  expectThat(volume && final.volumes.includes(volume), `DATA_DIR (${volume}) is a volume`);
  for (const { command } of final.runs) {
    expectThat(command === `mkdir -p ${volume} && chown node:node ${volume}`, `RUN only prepares the volume (${command})`);
  }
  expectThat(!["", "root", "0"].includes(final.user.split(":")[0]), `runs as a non-root user (${final.user})`);
  expectThat(
    final.healthcheck?.command.some((part) => part.includes("/healthz")),
    "HEALTHCHECK polls /healthz",
  );
  expectThat(final.stopsignal === "SIGTERM", "STOPSIGNAL SIGTERM");
  expectThat(
    final.cmd && final.cmd[0] === "node" && !final.cmd.some((part) => /tsx|\.ts$/.test(part)),
    `CMD runs the compiled server with node (${final.cmd?.join(" ")})`,
  );
  expectThat(final.expose.includes(final.env.PORT), `EXPOSE matches PORT (${final.env.PORT})`);
  for (const stage of stages) {
    for (const { command } of stage.runs.filter(({ command }) => /\bnpm (ci|install|i)\b/.test(command))) {
      expectThat(
        command.includes("--ignore-scripts") || stage.env.ELECTRON_SKIP_BINARY_DOWNLOAD === "1",
        `stage ${stage.name ?? stage.index} does not download Electron (${command})`,
      );
    }
  }
}

async function main(): Promise<void> {
  const nodeBinary = process.env.IMAGE_NODE ? resolve(process.env.IMAGE_NODE) : process.execPath;
  const stages = parseDockerfile(await readFile(resolve(ROOT, "Dockerfile"), "utf8"));
  checkDockerfile(stages);
  const final = stages[stages.length - 1];

  say("\nAssembling the last stage:");
  await rm(resolve(ROOT, "dist"), { recursive: true, force: true });
  const workRoot = await mkdtemp(join(tmpdir(), "hostsite-verify-image-"));
  const { appDir, copied } = await assembleFinalStage(stages, ROOT, workRoot, say);
  for (const { target, from } of copied) say(`  ${target} ← ${from}`);
  say(`  = ${appDir}`);

  say("");
  const cmd = final.cmd ?? [];
  await verifySiteRun(
    { label: "Docker CMD", argv: cmd, cwd: appDir, env: final.env, stopSignal: (final.stopsignal ?? "SIGTERM") as NodeJS.Signals, nodeBinary },
    workRoot,
    say,
  );

  const unit = parseServiceUnit(await readFile(resolve(ROOT, "deploy/hostsite.service"), "utf8"));
  say(`\nsystemd unit (WorkingDirectory ${unit.workingDirectory} → ${appDir}):`);
  await verifySiteRun(
    { label: "ExecStart", argv: unit.execStart, cwd: appDir, env: unit.env, stopSignal: unit.killSignal as NodeJS.Signals, nodeBinary },
    workRoot,
    say,
  );

  await rm(workRoot, { recursive: true, force: true });
  say("\nverify:image passed: the image's files start, serve, back up and stop cleanly.");
}

main().catch((error: Error) => {
  console.error(`\nverify:image FAILED: ${error.message}`);
  process.exit(1);
});
