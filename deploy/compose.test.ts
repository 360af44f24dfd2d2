import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../server/src/config";
import {
  environmentOf,
  readComposeFile,
  readEnvExample,
  referencedVariables,
  siteServices as sitesOf,
  variablesTheServerReads,
  type ComposeFile,
} from "./composeFile";

/**
 * deploy/compose.yaml read with a real YAML parser (anchors and merge keys resolved as Compose does), against the
 * server's configuration, deploy/.env.example and the README's deployment section.
 */
let compose: ComposeFile;
let envExample: Map<string, string>;
let readme: string;

beforeAll(async () => {
  compose = await readComposeFile();
  envExample = await readEnvExample();
  readme = await readFile(resolve(import.meta.dirname, "../README.md"), "utf8");
});

const siteServices = () => sitesOf(compose);

/** The README's "Deployment" section, up to the next top-level heading. */
function deploymentSection(): string {
  const start = readme.search(/^## Deployment\b/m);
  expect(start, "README.md has a ## Deployment section").toBeGreaterThanOrEqual(0);
  const rest = readme.slice(start + 3);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

describe("deploy/compose.yaml", () => {
  it("runs the site built from the Dockerfile and PostgreSQL 16, each with a volume and a health check", () => {
    const sites = siteServices();
    expect(sites.length).toBeGreaterThanOrEqual(1);
    for (const [name, site] of sites) {
      expect(site.build, name).toMatchObject({ context: "..", dockerfile: "Dockerfile" });
      expect(
        site.volumes?.some((volume) => volume.endsWith(":/data")),
        name,
      ).toBe(true);
      const probe = JSON.stringify(site.healthcheck?.test);
      expect(probe, name).toContain("/healthz");
      expect(probe, name).toContain("/readyz");
      expect(site.depends_on?.db?.condition, name).toBe("service_healthy");
    }
    const db = compose.services.db;
    expect(db.image).toMatch(/^postgres:16\b/);
    expect(db.volumes).toContain("db-data:/var/lib/postgresql/data");
    expect(JSON.stringify(db.healthcheck?.test)).toContain("pg_isready");
    for (const volume of [...Object.values(compose.services).flatMap((service) => service.volumes ?? [])]) {
      const source = volume.split(":")[0];
      if (!/^[.$/]/.test(source)) expect(compose.volumes, `named volume ${source}`).toHaveProperty(source);
    }
  });

  it("offers two servers on one database behind the shipped nginx config as the `replicas` profile", () => {
    const replicas = siteServices().filter(([, service]) => service.profiles?.includes("replicas"));
    const always = siteServices().filter(([, service]) => !service.profiles);
    expect(always.length + replicas.length).toBe(2);
    const urls = siteServices().map(([, service]) => service.environment?.DATABASE_URL);
    expect(new Set(urls).size).toBe(1);
    const nginx = compose.services.nginx;
    expect(nginx.profiles).toEqual(["replicas"]);
    expect(nginx.volumes).toContain("./nginx.conf:/etc/hostsite/nginx.conf:ro");
    for (const [name] of siteServices()) {
      expect(nginx.depends_on?.[name]?.condition).toBe("service_healthy");
      expect(String(nginx.command)).toContain(`server ${name}:3000;`);
    }
  });

  it("sets the site only variables the server reads", () => {
    const known = [...variablesTheServerReads()];
    expect(known).toContain("DATABASE_URL"); // the recording works
    for (const [name, service] of siteServices()) {
      for (const variable of Object.keys(service.environment ?? {})) expect(known, `${name}: ${variable}`).toContain(variable);
    }
  });

  it("gives the server values it accepts when filled in from .env.example", () => {
    const env = new Map(envExample);
    for (const name of referencedVariables(compose.text)) if (!env.get(name) && name.includes("PASSWORD")) env.set(name, "x".repeat(24));
    for (const [, service] of siteServices()) {
      const config = loadConfig(environmentOf(service, env), "/app");
      expect(config.databaseUrl).toBe(`postgres://hostsite:${"x".repeat(24)}@db:5432/hostsite`);
      expect(config.trustProxy).toBe(true);
      expect(config.publicUrl).toBe(envExample.get("PUBLIC_URL"));
    }
  });

  it("uses only variables that deploy/.env.example lists", () => {
    const used = referencedVariables(compose.text);
    expect(used.size).toBeGreaterThan(0);
    for (const name of used) expect([...envExample.keys()], name).toContain(name);
  });

  it("has the service and profile names the README's deployment section uses", () => {
    const section = deploymentSection();
    for (const name of Object.keys(compose.services)) expect(section, `service ${name}`).toContain(`\`${name}\``);
    const profiles = new Set(Object.values(compose.services).flatMap((service) => service.profiles ?? []));
    for (const profile of profiles) expect(section, `profile ${profile}`).toContain(`--profile ${profile}`);
    // Every service a documented `docker compose … exec|logs|run|restart|stop|start` command names exists.
    const commands = [...readme.matchAll(/docker compose [^\n`]*?\b(?:exec|logs|run|restart|stop|start)((?: [^\s`&|;]+)+)/g)];
    expect(commands.length).toBeGreaterThan(0);
    for (const [command, args] of commands) {
      const named = args
        .trim()
        .split(/\s+/)
        .filter((word) => !word.startsWith("-"));
      const services = named.filter((word) => /^[a-z][a-z0-9-]*$/.test(word) && !["npm", "run", "node", "grep", "sh"].includes(word));
      expect(services.length, command).toBeGreaterThan(0);
      expect(Object.keys(compose.services), command).toContain(services[0]);
    }
  });
});
