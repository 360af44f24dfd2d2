import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { commandOf, copyTargets, parseDockerfile, parseEnv, splitWords, stageNamed } from "./dockerfile";
import { parseServiceUnit } from "./systemdUnit";

const ROOT = resolve(import.meta.dirname, "../..");

describe("Dockerfile reader", () => {
  it("splits words with quotes and escapes", () => {
    expect(splitWords(`a "b c" 'd e' f\\ g`)).toEqual(["a", "b c", "d e", "f g"]);
    expect(() => splitWords(`"open`)).toThrow(/unclosed/);
  });

  it("reads ENV in both forms, and exec and shell commands", () => {
    expect(parseEnv(`A=1 B="two words" C=`)).toEqual({ A: "1", B: "two words", C: "" });
    expect(parseEnv(`GREETING hello world`)).toEqual({ GREETING: "hello world" });
    expect(commandOf(`["node", "dist/server/index.js"]`)).toEqual(["node", "dist/server/index.js"]);
    expect(commandOf(`node index.js`)).toEqual(["/bin/sh", "-c", "node index.js"]);
  });

  it("reads stages, continuations, COPY --from and HEALTHCHECK options", () => {
    const stages = parseDockerfile(`# syntax=docker/dockerfile:1
FROM node:24 AS build
WORKDIR /app
RUN npm ci \\
    --ignore-scripts
FROM node:24-slim
ENV A=1
WORKDIR /app
COPY --from=build --chown=node:node /app/dist ./dist
HEALTHCHECK --interval=5s CMD ["node", "-e", "1"]
USER node
CMD ["node", "dist/index.js"]
`);
    expect(stages).toHaveLength(2);
    expect(stages[0].runs).toEqual([{ command: "npm ci --ignore-scripts", workdir: "/app" }]);
    const final = stages[1];
    expect(final).toMatchObject({ image: "node:24-slim", env: { A: "1" }, user: "node", cmd: ["node", "dist/index.js"] });
    expect(final.copies).toEqual([{ from: "build", chown: "node:node", sources: ["/app/dist"], destination: "./dist", workdir: "/app" }]);
    expect(final.healthcheck).toEqual({ options: { interval: "5s" }, command: ["node", "-e", "1"] });
    expect(stageNamed(stages, "build")).toBe(stages[0]);
    expect(() => stageNamed(stages, "nope")).toThrow(/no such stage/);
  });

  it("reads the repository's Dockerfile: the last stage holds dist, production node_modules and package.json", () => {
    const stages = parseDockerfile(readFileSync(resolve(ROOT, "Dockerfile"), "utf8"));
    const final = stages[stages.length - 1];
    const targets = final.copies.flatMap(copyTargets).map((copy: { target: string }) => copy.target);
    expect(targets.sort()).toEqual(["/app/dist", "/app/node_modules", "/app/package.json"]);
    expect(final.cmd).toEqual(["node", "--max-semi-space-size=4", "dist/server/index.js"]);
    // Freed memory of 16 KB and more goes back to the system (the server's memory after a big site's crawl).
    expect(final.env.MALLOC_MMAP_THRESHOLD_).toBe("16384");
  });
});

describe("systemd unit reader", () => {
  it("reads Environment (several per line, quoted), WorkingDirectory, ExecStart and KillSignal", () => {
    const unit = parseServiceUnit(`[Unit]
Description=x
[Service]
Environment=A=1 "B=two words"
Environment=C=3
WorkingDirectory=/opt/site
ExecStart=-/usr/bin/node --enable-source-maps \\
  dist/server/index.js
KillSignal=SIGINT
`);
    expect(unit.env).toEqual({ A: "1", B: "two words", C: "3" });
    expect(unit).toMatchObject({
      workingDirectory: "/opt/site",
      execStart: ["/usr/bin/node", "--enable-source-maps", "dist/server/index.js"],
      killSignal: "SIGINT",
    });
  });

  it("reads the shipped unit", () => {
    const unit = parseServiceUnit(readFileSync(resolve(ROOT, "deploy/hostsite.service"), "utf8"));
    expect(unit.execStart).toEqual(["/usr/bin/node", "--max-semi-space-size=4", "dist/server/index.js"]);
    expect(unit.env).toMatchObject({ NODE_ENV: "production", DATA_DIR: "/var/lib/hostsite", MALLOC_MMAP_THRESHOLD_: "16384" });
  });
});
