import { randomBytes } from "node:crypto";
import type pg from "pg";
import type { SystemStatus } from "../../../../common/contracts";
import type { Logger } from "../../logging/logger";
import type { SharedStatus } from "../coordination";
import { encodeMessage, type ChangeMessage } from "./notifications";
import type { DatabaseHealth } from "./databaseHealth";
import { CHANGES_CHANNEL } from "./schema";

const STATUS_KEY = "system_status";
const JWT_KEY = "jwt_secret";

/** The system status in the shared_state table: the leader publishes, every instance mirrors it (NOTIFY). */
export class PgSharedStatus implements SharedStatus {
  private current: SystemStatus | null = null;
  private reading: Promise<void> = Promise.resolve();

  constructor(
    private readonly pool: pg.Pool,
    private readonly logger: Logger,
    private readonly health?: DatabaseHealth,
  ) {}

  async load(): Promise<void> {
    const { rows } = await this.pool.query<{ value: SystemStatus }>("SELECT value FROM shared_state WHERE key = $1", [STATUS_KEY]);
    if (rows[0]) this.current = inStatusOrder(rows[0].value);
  }

  latest(): SystemStatus | null {
    return this.current;
  }

  async publish(status: SystemStatus): Promise<void> {
    this.current = inStatusOrder(status);
    await this.pool.query(
      `WITH saved AS (INSERT INTO shared_state (key, value, updated_at) VALUES ($1, $2, now())
                      ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now() RETURNING key)
       SELECT pg_notify($3, $4) FROM saved`,
      [STATUS_KEY, status, CHANGES_CHANNEL, encodeMessage({ kind: "state", key: STATUS_KEY })],
    );
  }

  onMessage(message: ChangeMessage): void {
    if (message.kind !== "state" || message.key !== STATUS_KEY) return;
    this.reading = this.reading
      .then(() => this.load())
      .catch((error) => {
        if (!this.health?.failed(error)) this.logger.warn(`shared status: ${(error as Error).message}`);
      });
  }
}

/**
 * The status with its keys in one fixed order. The table keeps it as jsonb, which reorders keys, and every
 * instance must send the same bytes (and so the same ETag) for the same status.
 */
function inStatusOrder(status: SystemStatus): SystemStatus {
  return { status: status.status, code: status.code ?? legacyCode(status.status), text: status.text, checked_at: status.checked_at ?? null };
}

/** The code of a status an instance from before the codes saved: its state's own, "not_checked" for unknown. */
function legacyCode(state: SystemStatus["status"]): SystemStatus["code"] {
  return state === "unknown" ? "not_checked" : state;
}

/** One random token-signing secret for every instance, created by whichever asks first. */
export async function sharedJwtSecret(pool: pg.Pool): Promise<Buffer> {
  await pool.query("INSERT INTO shared_state (key, value) VALUES ($1, to_jsonb($2::text)) ON CONFLICT (key) DO NOTHING", [
    JWT_KEY,
    randomBytes(32).toString("hex"),
  ]);
  const { rows } = await pool.query<{ value: string }>("SELECT value FROM shared_state WHERE key = $1", [JWT_KEY]);
  return Buffer.from(rows[0].value, "hex");
}
