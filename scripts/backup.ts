// `npm run backup [-- FILE]`: writes the whole site (without secrets) to one JSON file, the same file the
// admin panel's "Download backup" gives. Works while the server runs: it only reads the data files.
// Without FILE it goes to the data folder's backups/ (beside the automatic backups, which ignore it).
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { buildBackupFile } from "../server/src/backup/backupFile";
import { loadConfig, type Config } from "../server/src/config";
import { stdoutLogger } from "../server/src/logging/logger";
import { openStore } from "../server/src/store/openStore";
import { readStoreFiles } from "../server/src/store/readOnly";
import { readStatisticsFolder } from "../server/src/store/statistics/jsonStatisticsStore";

/** JSON files are read without opening the store (the server may hold it); PostgreSQL is opened normally. */
async function readData(config: Config) {
  if (!config.databaseUrl) {
    const files = await readStoreFiles(config.dataDir).catch((error: NodeJS.ErrnoException) => {
      throw error.code === "ENOENT" ? new Error(missingDataMessage(config.dataDir)) : error;
    });
    return { ...files, statistics: await readStatisticsFolder(config.dataDir) };
  }
  const { store, coordination } = await openStore(config, stdoutLogger(config));
  try {
    return { site: structuredClone(store.snapshot()), submissions: store.submissions.all().reverse(), statistics: await store.statistics.all() };
  } finally {
    await coordination.close();
    await store.close();
  }
}

/** Names the folder that was read and the variable that chooses it. */
function missingDataMessage(dataDir: string): string {
  const chosen = process.env.DATA_DIR ? `DATA_DIR is ${dataDir}` : `DATA_DIR is not set, so ${dataDir} was used`;
  return `no site data found: ${join(dataDir, "site.json")} does not exist (${chosen}). Set DATA_DIR to the server's data folder, e.g. DATA_DIR=/var/lib/hostsite npm run backup.`;
}

/** `<DATA_DIR>/backups/<name>`, the folder made if needed (only the owner may read it, as the server makes it). */
async function defaultTarget(name: string, dataDir: string): Promise<string> {
  const folder = join(dataDir, "backups");
  await mkdir(folder, { recursive: true, mode: 0o700 });
  return join(folder, name);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const { site, submissions, statistics } = await readData(config);
  const file = buildBackupFile(site, submissions, statistics);
  const target = process.argv[2] || (await defaultTarget(`site-backup-${file.created_at.slice(0, 19).replace(/[:T]/g, "-")}.json`, config.dataDir));
  await writeFile(target, JSON.stringify(file), { mode: 0o600 });
  console.log(`Backup written to ${target} (${site.plans.length} plans, ${submissions.length} contact messages).`);
}

main().catch((error: Error) => {
  console.error(`Backup failed: ${error.message}`);
  process.exit(1);
});
