import { existsSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import type { Logger } from "../../logging/logger";
import { demoSiteData } from "../demoData";
import { JsonStore } from "../jsonStore";
import { PgStore } from "./pgStore";
import { migrateSchema } from "./schema";
import { parseActivity, parseStoredSiteData, parseSubmissions } from "../../backup/parseStored";

export interface CopyResult {
  plans: number;
  submissions: number;
  activity: number;
  /** The pre-restore backup taken in PostgreSQL when existing data was replaced (--force). */
  replacedBackup: string | null;
}

/**
 * Copies a JSON store (DATA_DIR: site.json, submissions.jsonl, activity.jsonl) into PostgreSQL. The data dir is
 * locked while copying, so a server running on it makes this fail instead of copying a moving target. Every
 * record is checked with the API's field rules first and the checked values are copied (a bad one stops the copy,
 * naming the field). A database that already holds data is left alone unless `force` (then its data is backed
 * up and replaced).
 */
export async function copyJsonStoreToPostgres(options: { dataDir: string; databaseUrl: string; force?: boolean; logger: Logger }): Promise<CopyResult> {
  if (!existsSync(join(options.dataDir, "site.json"))) throw new Error(`No JSON store in ${options.dataDir} (site.json is missing): nothing to copy.`);
  const existing = await databaseHoldsData(options.databaseUrl);
  if (existing && !options.force) {
    throw new Error("The database already holds store data. Run again with --force to replace it (a backup of it is kept in its backups table).");
  }
  const json = await JsonStore.open({ dataDir: options.dataDir, logger: options.logger, seed: () => demoSiteData() });
  try {
    // What is copied is what validation produced (the same field rules as the API), never the raw files.
    const data = await parseStoredSiteData(json.snapshot(), { problem: "site.json is not valid", where: "" });
    const submissions = parseSubmissions(json.submissions.all().reverse(), { problem: "submissions.jsonl is not valid", where: "submission" });
    const activity = parseActivity(json.activity.all().reverse(), { problem: "activity.jsonl is not valid", where: "entry" });
    const pgStore = await PgStore.open({ databaseUrl: options.databaseUrl, logger: options.logger, seed: () => structuredClone(data) });
    try {
      const replacedBackup = existing ? await pgStore.restore(data, submissions) : null;
      if (!existing) await pgStore.submissions.replaceAll(submissions);
      await pgStore.activity.replaceAll(activity);
      await pgStore.backup("migrated-from-json");
      return { plans: data.plans.length, submissions: submissions.length, activity: activity.length, replacedBackup };
    } finally {
      await pgStore.close();
    }
  } finally {
    await json.close();
  }
}

async function databaseHoldsData(databaseUrl: string): Promise<boolean> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  pool.on("error", () => {}); // an idle connection that drops is simply not reused
  try {
    await migrateSchema(pool);
    const { rows } = await pool.query<{ holds: boolean }>(
      "SELECT EXISTS (SELECT 1 FROM site_data) OR EXISTS (SELECT 1 FROM submissions) OR EXISTS (SELECT 1 FROM activity_log) AS holds",
    );
    return rows[0].holds;
  } finally {
    await pool.end();
  }
}
