// `npm run backup [-- FILE]`: writes the whole site (without secrets) to one JSON file, the same file the
// admin panel's "Download backup" gives. Works while the server runs: it only reads the data files.
// Without FILE it goes to the current folder (in the Docker image, which is read-only there: to DATA_DIR).
import { constants } from "node:fs";
import { access, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { buildBackupFile } from "../server/src/backup/backupFile";
import { loadConfig, type Config } from "../server/src/config";
import { stdoutLogger } from "../server/src/logging/logger";
import { openStore } from "../server/src/store/openStore";
import { readStoreFiles } from "../server/src/store/readOnly";

/** JSON files are read without opening the store (the server may hold it); PostgreSQL is opened normally. */
async function readData(config: Config) {
  if (!config.databaseUrl) return readStoreFiles(config.dataDir);
  const { store, coordination } = await openStore(config, stdoutLogger(config));
  try {
    return { site: structuredClone(store.snapshot()), submissions: store.submissions.all().reverse() };
  } finally {
    await coordination.close();
    await store.close();
  }
}

/** The current folder, or DATA_DIR where that is read-only (as in the Docker image: `docker exec … npm run backup`). */
async function defaultTarget(name: string, dataDir: string): Promise<string> {
  try {
    await access(process.cwd(), constants.W_OK);
    return name;
  } catch {
    return join(dataDir, name);
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const { site, submissions } = await readData(config);
  const file = buildBackupFile(site, submissions);
  const target = process.argv[2] || (await defaultTarget(`site-backup-${file.created_at.slice(0, 19).replace(/[:T]/g, "-")}.json`, config.dataDir));
  await writeFile(target, JSON.stringify(file), { mode: 0o600 });
  console.log(`Backup written to ${target} (${site.plans.length} plans, ${submissions.length} contact messages).`);
}

main().catch((error: Error) => {
  console.error(`Backup failed: ${error.message}`);
  process.exit(1);
});
