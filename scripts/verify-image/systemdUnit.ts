// Reads the [Service] section of a systemd unit: Environment= (several per line, quoted or not),
// WorkingDirectory, ExecStart (as a word list), KillSignal and the other single settings.
import { splitWords } from "./dockerfile";

export interface ServiceUnit {
  env: Record<string, string>;
  settings: Record<string, string>;
  execStart: string[];
  workingDirectory: string;
  killSignal: string;
}

export function parseServiceUnit(text: string): ServiceUnit {
  const env: Record<string, string> = {};
  const settings: Record<string, string> = {};
  let section = "";
  let pending = "";
  for (const raw of text.split(/\r?\n/)) {
    const line = (pending + raw.trim()).trim();
    pending = "";
    if (line.endsWith("\\")) {
      pending = `${line.slice(0, -1)} `;
      continue;
    }
    if (line === "" || line.startsWith("#") || line.startsWith(";")) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      section = header[1];
      continue;
    }
    if (section !== "Service") continue;
    const at = line.indexOf("=");
    if (at <= 0) throw new Error(`not a setting: ${line}`);
    const key = line.slice(0, at).trim();
    const value = line.slice(at + 1).trim();
    if (key === "Environment") {
      for (const assignment of splitWords(value)) {
        const eq = assignment.indexOf("=");
        if (eq <= 0) throw new Error(`Environment entry without "=": ${assignment}`);
        env[assignment.slice(0, eq)] = assignment.slice(eq + 1);
      }
    } else {
      settings[key] = value;
    }
  }
  const exec = settings.ExecStart;
  if (!exec) throw new Error("the unit has no ExecStart");
  return {
    env,
    settings,
    execStart: splitWords(exec.replace(/^[-@+!:]+/, "")),
    workingDirectory: settings.WorkingDirectory ?? "/",
    killSignal: settings.KillSignal ?? "SIGTERM",
  };
}
