import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { rssMb, waitFor } from "./bench/servers";
import { localizedPath } from "../common/i18n/pagePaths";
const NODE = "/tmp/ci-clone-V/.tools/node24/node_modules/node/bin/node";
const dir = mkdtempSync(join(tmpdir(), "crawl-"));
cpSync("/tmp/bench-scale-big-XOf0US", dir, { recursive: true });
const port = 4900 + Math.floor(Math.random() * 100);
const args = process.argv.slice(2);
const child = spawn(NODE, [...args, "dist/server/index.js"], { env: { ...process.env, DATA_DIR: dir, PORT: String(port), HOST: "127.0.0.1", ADMIN_PASSWORD: "bench-password-1", NODE_ENV: "production", LOG_FORMAT: "json", LOG_REQUESTS: "false", CONTACT_RATE_LIMIT: "0" }, stdio: ["ignore", "ignore", "inherit"] });
await waitFor(`http://127.0.0.1:${port}/api/navigation`);
const base = `http://127.0.0.1:${port}`;
const out: string[] = [];
const show = (what: string) => { out.push(`${what}=${rssMb(child.pid!).toFixed(0)}`); process.stderr.write(`--- ${what} ${rssMb(child.pid!).toFixed(0)}\n`); };
show("boot");
const site = JSON.parse(readFileSync(join(dir, "site.json"), "utf8"));
const slugs: string[] = (site.pages ?? []).map((p: { slug: string }) => p.slug);
const cats: string[] = (site.categories ?? []).filter((c: { is_active: boolean }) => c.is_active).map((c: { key: string }) => c.key);
const langs = ["en", "de", "fr", "es", "it", "nl", "pl", "pt"];
const langsReal = site.site_settings.languages as string[];
const started = performance.now();
for (let round = 0; round < Number(process.env.ROUNDS ?? 2); round++) {
  for (const lang of langsReal) for (const currency of ["USD", "EUR", "GBP"]) {
    for (const path of ["/", "/terms", "/privacy", "/faq", ...slugs.map((s) => `/${s}`), ...cats.map((k) => `/compare/${k}`)]) {
      const url = `${base}${localizedPath(path, lang as never, site.site_settings.default_language)}`;
      const r = await fetch(url, { headers: { cookie: `currency=${currency}`, "accept-encoding": "gzip, br" } });
      await r.arrayBuffer();
    }
    if (lang === langsReal[0] && currency === "USD" && round === 0) show("first variant");
  }
  show(`crawl${round + 1}`);
}
console.log(args.join(" "), out.join("  "), `${((performance.now() - started) / 1000).toFixed(0)}s`, langs.length, slugs.length, cats.length);
if (process.env.FORCE_GC) { child.kill("SIGUSR2"); await new Promise((r) => setTimeout(r, 2000)); show("after gc"); }
const smaps = readFileSync(`/proc/${child.pid}/smaps`, "utf8").split("\n");
const maps: Array<{ head: string; rss: number; size: number }> = [];
for (const line of smaps) {
  if (/^[0-9a-f]+-[0-9a-f]+ /.test(line)) maps.push({ head: line, rss: 0, size: 0 });
  else if (line.startsWith("Rss:")) maps[maps.length - 1].rss = Number(line.split(/\s+/)[1]);
  else if (line.startsWith("Size:")) maps[maps.length - 1].size = Number(line.split(/\s+/)[1]);
}
const byKind = new Map<string, number>();
for (const m of maps) {
  const name = m.head.split(/\s+/).slice(5).join(" ") || "[anon]";
  const kind = name === "[anon]" ? `[anon ${m.size >= 65536 ? "64MB-arena?" : m.size >= 1024 ? ">=1MB" : "<1MB"}]` : name;
  byKind.set(kind, (byKind.get(kind) ?? 0) + m.rss);
}
console.log([...byKind].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${(v / 1024).toFixed(0)}MB ${k}`).join("\n"));
console.log(maps.sort((a, b) => b.rss - a.rss).slice(0, 15).map((m) => `${(m.rss / 1024).toFixed(1)}MB/${(m.size / 1024).toFixed(1)}MB ${m.head}`).join("\n"));
const ready = await (await fetch(`${base}/readyz`)).json();
console.log(JSON.stringify(ready.details?.page_cache));
await new Promise((r) => setTimeout(r, 5500));
child.kill();
