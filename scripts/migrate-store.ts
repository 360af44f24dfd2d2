// `npm run migrate-store [-- --force]`: copies the JSON store in DATA_DIR (site.json, submissions.jsonl,
// activity.jsonl) into the PostgreSQL database at DATABASE_URL. Stop the server first (the data dir is locked).
// Refuses when the database already holds data, unless --force (its data is then backed up and replaced).
import { loadConfig } from "../server/src/config";
import { stdoutLogger } from "../server/src/logging/logger";
import { copyJsonStoreToPostgres } from "../server/src/store/pg/migrateFromJson";

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) throw new Error("Set DATABASE_URL to the PostgreSQL database to copy into (postgres://user:password@host:5432/db).");
  const force = process.argv.slice(2).includes("--force");
  const result = await copyJsonStoreToPostgres({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, force, logger: stdoutLogger(config) });
  console.log(
    `Copied ${config.dataDir} into PostgreSQL: ${result.plans} plans, ${result.submissions} contact messages, ${result.activity} activity entries.` +
      (result.replacedBackup ? ` The data it replaced was kept as backup ${result.replacedBackup}.` : ""),
  );
  console.log("Start the server with DATABASE_URL set to use it.");
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
