import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { load } from "js-yaml";
import { loadConfig } from "../server/src/config";

/** deploy/compose.yaml and deploy/.env.example as the deployment tests read them. */

export const DEPLOY_DIR = import.meta.dirname;

export interface ComposeService {
  image?: string;
  build?: unknown;
  profiles?: string[];
  environment?: Record<string, string | number | boolean | null>;
  healthcheck?: { test?: string | string[] };
  depends_on?: Record<string, { condition?: string }>;
  volumes?: string[];
  command?: string | string[];
}

export interface ComposeFile {
  /** The file's text, for the ${VAR} references it makes. */
  text: string;
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

/** Read with a real YAML parser: anchors and merge keys (`<<: *site`) resolved as Compose resolves them. */
export async function readComposeFile(): Promise<ComposeFile> {
  const text = await readFile(resolve(DEPLOY_DIR, "compose.yaml"), "utf8");
  return { ...(load(text) as Omit<ComposeFile, "text">), text };
}

/** `NAME=value` lines of deploy/.env.example; comments and blank lines skipped. */
export async function readEnvExample(): Promise<Map<string, string>> {
  const entries = new Map<string, string>();
  for (const line of (await readFile(resolve(DEPLOY_DIR, ".env.example"), "utf8")).split("\n")) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match) entries.set(match[1], match[2]);
  }
  return entries;
}

const REFERENCE = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}/g;

/** Every ${NAME…} the text uses (a `$$` is an escaped dollar that Compose leaves to the container). */
export function referencedVariables(text: string): Set<string> {
  return new Set([...text.replaceAll("$$", "").matchAll(REFERENCE)].map((match) => match[1]));
}

/** Compose's interpolation of one value: ${NAME}, ${NAME:-default}, ${NAME-default}, ${NAME:?error}; `$$` is `$`. */
export function interpolate(value: string, env: Map<string, string>): string {
  const parts = value.split("$$");
  return parts
    .map((part) =>
      part.replace(REFERENCE, (_whole, name: string, operator: string | undefined, argument: string | undefined) => {
        const set = env.get(name);
        if (operator === ":-") return set ? set : (argument ?? "");
        if (operator === "-") return set ?? argument ?? "";
        if (operator === ":?" && !set) throw new Error(`${name} is required: ${argument}`);
        return set ?? "";
      }),
    )
    .join("$");
}

/** The services that run the site's image (built from the repository's Dockerfile). */
export function siteServices(compose: ComposeFile): [string, ComposeService][] {
  return Object.entries(compose.services).filter(([, service]) => service.build !== undefined);
}

/** A service's environment as the container gets it, filled in from `env`. */
export function environmentOf(service: ComposeService, env: Map<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(service.environment ?? {}).map(([key, value]) => [key, interpolate(String(value ?? ""), env)]));
}

/** Every environment variable loadConfig looks at: it is given an environment that records each name read. */
export function variablesTheServerReads(): Set<string> {
  const read = new Set<string>();
  const recording = new Proxy({} as NodeJS.ProcessEnv, {
    get(_target, name) {
      if (typeof name === "string") read.add(name);
      return undefined;
    },
  });
  loadConfig(recording, "/srv/site");
  return read;
}
