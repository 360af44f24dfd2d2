// Reads a Dockerfile into stages and instructions, enough for `npm run verify:image` to rebuild its last stage
// without a Docker engine. Understands line continuations, comments, exec (JSON) and shell forms, ENV in both
// syntaxes, COPY --from/--chown, and HEALTHCHECK options.
import { posix } from "node:path";

export interface Copy {
  from: string | null;
  chown: string | null;
  sources: string[];
  destination: string;
  /** The stage's WORKDIR when the COPY ran (a relative destination is inside it). */
  workdir: string;
}

interface Healthcheck {
  options: Record<string, string>;
  command: string[];
}

export interface Stage {
  image: string;
  name: string | null;
  index: number;
  instructions: Array<{ keyword: string; args: string }>;
  env: Record<string, string>;
  workdir: string;
  user: string;
  copies: Copy[];
  runs: Array<{ command: string; workdir: string }>;
  cmd: string[] | null;
  healthcheck: Healthcheck | null;
  stopsignal: string | null;
  volumes: string[];
  expose: string[];
}

/** Splits `text` at unquoted whitespace, removing quotes and backslash escapes (as Docker does for ENV). */
export function splitWords(text: string): string[] {
  const words: string[] = [];
  let word = "";
  let quote: string | null = null;
  let started = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === "\\" && quote !== "'" && i + 1 < text.length) {
      word += text[++i];
      started = true;
    } else if (quote) {
      if (char === quote) quote = null;
      else word += char;
    } else if (char === '"' || char === "'") {
      quote = char;
      started = true;
    } else if (/\s/.test(char)) {
      if (started) words.push(word);
      word = "";
      started = false;
    } else {
      word += char;
      started = true;
    }
  }
  if (quote) throw new Error(`unclosed ${quote} in: ${text}`);
  if (started) words.push(word);
  return words;
}

/** An instruction's arguments as a list: the JSON (exec) form as written, the shell form through /bin/sh -c. */
export function commandOf(args: string): string[] {
  const trimmed = args.trim();
  if (trimmed.startsWith("[")) {
    const parsed: unknown = JSON.parse(trimmed);
    if (!Array.isArray(parsed) || parsed.some((part) => typeof part !== "string")) throw new Error(`not a list of strings: ${trimmed}`);
    return parsed as string[];
  }
  return ["/bin/sh", "-c", trimmed];
}

/** `ENV A=1 B="two words"` or the old `ENV A 1`. */
export function parseEnv(args: string): Record<string, string> {
  const trimmed = args.trim();
  const first = trimmed.split(/\s+/, 1)[0];
  if (!first.includes("=")) return { [first]: trimmed.slice(first.length).trim() };
  const env: Record<string, string> = {};
  for (const word of splitWords(trimmed)) {
    const at = word.indexOf("=");
    if (at <= 0) throw new Error(`ENV entry without "=": ${word}`);
    env[word.slice(0, at)] = word.slice(at + 1);
  }
  return env;
}

/** Leading `--name=value` options of COPY or HEALTHCHECK, and what follows them. */
function takeOptions(args: string): { options: Record<string, string>; rest: string } {
  const options: Record<string, string> = {};
  let rest = args.trim();
  for (let match = /^--([\w-]+)=(\S+)\s+/.exec(rest); match; match = /^--([\w-]+)=(\S+)\s+/.exec(rest)) {
    options[match[1]] = match[2];
    rest = rest.slice(match[0].length);
  }
  return { options, rest };
}

function parseCopy(args: string): Omit<Copy, "workdir"> {
  const { options, rest } = takeOptions(args);
  const parts = rest.startsWith("[") ? commandOf(rest) : splitWords(rest);
  if (parts.length < 2) throw new Error(`COPY needs a source and a destination: ${args}`);
  return { from: options.from ?? null, chown: options.chown ?? null, sources: parts.slice(0, -1), destination: parts[parts.length - 1] };
}

function parseHealthcheck(args: string): Healthcheck | null {
  const { options, rest } = takeOptions(args);
  if (/^NONE$/i.test(rest)) return null;
  const match = /^CMD\s+(\S[\s\S]*)$/i.exec(rest);
  if (!match) throw new Error(`HEALTHCHECK without CMD: ${args}`);
  return { options, command: commandOf(match[1]) };
}

/** Logical lines: continuations joined, comments and blank lines dropped. */
function logicalLines(text: string): string[] {
  const lines: string[] = [];
  let pending = "";
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (pending === "" && (line === "" || line.startsWith("#"))) continue;
    if (pending !== "" && line.startsWith("#")) continue;
    if (line.endsWith("\\")) {
      pending += `${line.slice(0, -1).trimEnd()} `;
      continue;
    }
    lines.push(pending + line);
    pending = "";
  }
  if (pending.trim() !== "") lines.push(pending.trim());
  return lines;
}

/** The stages of a Dockerfile, each with what its instructions set (ENV merged, the last CMD, …). */
export function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  for (const line of logicalLines(text)) {
    const keyword = line.split(/\s/, 1)[0].toUpperCase();
    const args = line.slice(keyword.length).trim();
    if (keyword === "FROM") {
      const [image, as, name] = splitWords(args.replace(/^--platform=\S+\s+/, ""));
      stages.push({
        image,
        name: as?.toUpperCase() === "AS" ? name : null,
        index: stages.length,
        instructions: [],
        env: {},
        workdir: "/",
        user: "root",
        copies: [],
        runs: [],
        cmd: null,
        healthcheck: null,
        stopsignal: null,
        volumes: [],
        expose: [],
      });
      continue;
    }
    const stage = stages[stages.length - 1];
    if (!stage) throw new Error(`${keyword} before the first FROM`);
    stage.instructions.push({ keyword, args });
    if (keyword === "ENV") Object.assign(stage.env, parseEnv(args));
    else if (keyword === "WORKDIR") stage.workdir = args.startsWith("/") ? args : `${stage.workdir.replace(/\/$/, "")}/${args}`;
    else if (keyword === "USER") stage.user = args;
    else if (keyword === "COPY") stage.copies.push({ ...parseCopy(args), workdir: stage.workdir });
    else if (keyword === "RUN") stage.runs.push({ command: args, workdir: stage.workdir });
    else if (keyword === "CMD") stage.cmd = commandOf(args);
    else if (keyword === "HEALTHCHECK") stage.healthcheck = parseHealthcheck(args);
    else if (keyword === "STOPSIGNAL") stage.stopsignal = args;
    else if (keyword === "VOLUME") stage.volumes.push(...(args.startsWith("[") ? commandOf(args) : splitWords(args)));
    else if (keyword === "EXPOSE") stage.expose.push(...splitWords(args));
  }
  if (stages.length === 0) throw new Error("no FROM in the Dockerfile");
  return stages;
}

/** Where each source of a COPY lands in the image (absolute paths), as Docker resolves them. */
export function copyTargets(copy: Copy): Array<{ source: string; target: string }> {
  const destination = copy.destination.startsWith("/") ? copy.destination : posix.join(copy.workdir, copy.destination);
  const intoFolder = copy.destination.endsWith("/") || copy.sources.length > 1;
  return copy.sources.map((source) => ({
    source,
    target: intoFolder ? posix.join(destination, posix.basename(source)) : posix.normalize(destination),
  }));
}

/** The stage a `COPY --from=` names (by name or number). */
export function stageNamed(stages: Stage[], from: string): Stage {
  const stage = /^\d+$/.test(from) ? stages[Number(from)] : stages.find((candidate) => candidate.name === from);
  if (!stage) throw new Error(`COPY --from=${from}: no such stage`);
  return stage;
}
