// `npm run restore -- FILE`: replaces the site data with a backup file (with the JSON store, stop the server first). The file is
// checked completely before anything changes, and the current data is saved as a backup first.
import { readFile } from "node:fs/promises";
import { restoreBackup } from "../server/src/backup/backupService";
import { loadConfig } from "../server/src/config";
import { stdoutLogger } from "../server/src/logging/logger";
import { openStore } from "../server/src/store/openStore";

async function main(): Promise<void> {
  const path = process.argv[2];
  if (!path) throw new Error("Usage: npm run restore -- FILE");
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(path, "utf8"));
  } catch (error) {
    throw new Error(`${path} is not a readable JSON file (${(error as Error).message})`, { cause: error });
  }
  const config = loadConfig();
  const { store, coordination } = await openStore(config, stdoutLogger(config));
  try {
    const result = await restoreBackup(store, parsed);
    console.log(`Restored ${result.plans} plans and ${result.submissions} contact messages. The previous data is in backup ${result.backup}.`);
  } finally {
    await coordination.close();
    await store.close();
  }
}

main().catch((error: Error & { status?: number }) => {
  console.error(`Restore failed, nothing was changed: ${error.message}`);
  process.exit(1);
});
