import type pg from "pg";
import { checkOut } from "./pgClient";

/** The channel every instance LISTENs on for changes made by the others. */
export const CHANGES_CHANNEL = "hostsite_changes";
/** Advisory lock keys (an arbitrary namespace for this app). */
const MIGRATION_LOCK = 7_201_001;
export const LEADER_LOCK = 7_201_002;

/**
 * Record and site data are `json`, not `jsonb`: json keeps the text as written, so field order stays as the
 * application wrote it (jsonb would sort keys, and answers and exports would change shape).
 *
 * Versioned schema migrations, applied in order, each in its own transaction, recorded in
 * schema_migrations. Never edit a released migration: add the next one.
 */
const SCHEMA_MIGRATIONS: ReadonlyArray<{ version: number; name: string; sql: string }> = [
  {
    version: 1,
    name: "initial store",
    sql: `
      CREATE TABLE site_data (
        id int PRIMARY KEY CHECK (id = 1),
        data json NOT NULL,
        version bigint NOT NULL DEFAULT 1,
        collection_versions jsonb NOT NULL DEFAULT '{}'::jsonb,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE submissions (
        id bigserial PRIMARY KEY,
        created_at timestamptz NOT NULL,
        data json NOT NULL
      );
      CREATE INDEX submissions_created_at ON submissions (created_at);
      CREATE TABLE activity_log (
        id bigserial PRIMARY KEY,
        created_at timestamptz NOT NULL,
        data json NOT NULL
      );
      CREATE INDEX activity_log_created_at ON activity_log (created_at);
      CREATE TABLE backups (
        name text PRIMARY KEY,
        created_at timestamptz NOT NULL DEFAULT now(),
        reason text NOT NULL,
        site json NOT NULL,
        submissions json NOT NULL DEFAULT '[]'::json
      );
      CREATE TABLE shared_state (
        key text PRIMARY KEY,
        value jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE rate_limits (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      );
    `,
  },
  {
    version: 2,
    name: "duplicate keys",
    sql: `
      ALTER TABLE submissions ADD COLUMN dedupe_key text;
      CREATE INDEX submissions_dedupe_key ON submissions (dedupe_key, created_at) WHERE dedupe_key IS NOT NULL;
      ALTER TABLE activity_log ADD COLUMN dedupe_key text;
      CREATE INDEX activity_log_dedupe_key ON activity_log (dedupe_key, created_at) WHERE dedupe_key IS NOT NULL;
    `,
  },
  {
    version: 3,
    name: "admin sessions",
    sql: `
      CREATE TABLE admin_sessions (
        id text PRIMARY KEY,
        created_at timestamptz NOT NULL,
        last_seen_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        ip text NOT NULL,
        user_agent text NOT NULL
      );
      CREATE INDEX admin_sessions_expires_at ON admin_sessions (expires_at);
    `,
  },
  {
    version: 4,
    name: "statistics",
    sql: `
      CREATE TABLE statistics_counts (
        day date NOT NULL,
        metric text NOT NULL,
        key text NOT NULL,
        n bigint NOT NULL,
        PRIMARY KEY (day, metric, key)
      );
      CREATE TABLE statistics_salts (
        day date PRIMARY KEY,
        salt text NOT NULL
      );
      CREATE TABLE statistics_marks (
        day date NOT NULL,
        mark text NOT NULL,
        PRIMARY KEY (day, mark)
      );
    `,
  },
];

/** Brings the database to the newest schema. Safe when several instances start at once (advisory lock). */
export async function migrateSchema(pool: pg.Pool): Promise<number[]> {
  // A checked-out client needs its own error listener: a dropped connection must fail the start, not end the process.
  let broken: Error | undefined;
  const onError = (error: Error) => (broken = error);
  const client = await checkOut(pool, onError);
  const applied: number[] = [];
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await client.query(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version int PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())",
    );
    const done = new Set((await client.query<{ version: number }>("SELECT version FROM schema_migrations")).rows.map((row) => row.version));
    for (const migration of SCHEMA_MIGRATIONS) {
      if (done.has(migration.version)) continue;
      await client.query("BEGIN");
      try {
        await client.query(migration.sql);
        await client.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [migration.version, migration.name]);
        await client.query("COMMIT");
        applied.push(migration.version);
      } catch (error) {
        await client.query("ROLLBACK");
        throw new Error(`database migration ${migration.version} (${migration.name}) failed: ${(error as Error).message}`, { cause: error });
      }
    }
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    client.removeListener("error", onError);
    client.release(broken);
  }
  return applied;
}
