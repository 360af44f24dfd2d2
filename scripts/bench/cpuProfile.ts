// Reads a V8 CPU profile (`node --cpu-prof`) and answers where its time went: each function's own time (self) and
// its time with everything it called (total), as the top of a flame graph would show them.
import { readFile } from "node:fs/promises";
import { relative } from "node:path";
import { ROOT } from "./servers";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface FunctionTime {
  name: string;
  selfMs: number;
  totalMs: number;
}

/** A function's name and place: `render (dist/ssr/entry-server.js:120)`, node_modules shortened to the package. */
function nameOf(frame: ProfileNode["callFrame"]): string {
  const url = frame.url.replace(/^file:\/\//, "");
  const place = url.includes("node_modules/")
    ? url.slice(url.lastIndexOf("node_modules/") + "node_modules/".length)
    : url.startsWith("/")
      ? relative(ROOT, url)
      : url;
  return `${frame.functionName || "(anonymous)"}${place ? ` (${place}:${frame.lineNumber + 1})` : ""}`;
}

/** The functions with the most self and total time, `top` of each, and the profile's whole time. */
export async function profileSummary(file: string, top = 20): Promise<{ wholeMs: number; bySelf: FunctionTime[]; byTotal: FunctionTime[] }> {
  const profile = JSON.parse(await readFile(file, "utf8")) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  // Each sample's time is the delta that follows it.
  const sampleMs = new Map<number, number>();
  profile.samples.forEach((id, index) => sampleMs.set(id, (sampleMs.get(id) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  for (const [id, ms] of sampleMs) {
    const node = byId.get(id)!;
    const own = nameOf(node.callFrame);
    self.set(own, (self.get(own) ?? 0) + ms);
    // Total: once per function on the sample's stack (a recursive function counts once).
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = nameOf(byId.get(at)!.callFrame);
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + ms);
    }
  }
  const functions = [...total.keys()].map((name) => ({ name, selfMs: self.get(name) ?? 0, totalMs: total.get(name) ?? 0 }));
  return {
    wholeMs: (profile.endTime - profile.startTime) / 1000,
    bySelf: [...functions].sort((a, b) => b.selfMs - a.selfMs).slice(0, top),
    byTotal: [...functions]
      .filter((fn) => !/^\((root|program|idle)\)/.test(fn.name))
      .sort((a, b) => b.totalMs - a.totalMs)
      .slice(0, top),
  };
}
