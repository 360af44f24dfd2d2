import type pg from "pg";
import { DatabaseUnavailableError } from "../../errors";
import type { DatabaseHealth } from "./databaseHealth";

/**
 * Runs `work` on a client checked out of the pool. While it is out, the client has an error listener (pg emits
 * `error` on a client whose connection dies, and without a listener that would end the process); a client whose
 * connection broke is destroyed instead of going back to the pool. A database that is unavailable becomes a 503.
 */
async function withClient<T>(pool: pg.Pool, health: DatabaseHealth, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  let broken: Error | undefined;
  const onError = (error: Error) => {
    broken = error;
    health.failed(error);
  };
  let client: pg.PoolClient;
  try {
    client = await checkOut(pool, onError);
  } catch (error) {
    throw unavailableOr(health, error);
  }
  try {
    return await work(client);
  } catch (error) {
    if (health.failed(error)) broken ??= error as Error;
    throw unavailableOr(health, error);
  } finally {
    client.removeListener("error", onError);
    client.release(broken);
  }
}

/**
 * pool.connect() with `onError` attached in the pool's own callback. With the promise form, the listener would
 * only be attached a microtask later, and an error the server sends in the same packet as the answer that freed
 * the client (a shutdown does exactly that) would be emitted on a client with no listener.
 */
export function checkOut(pool: pg.Pool, onError: (error: Error) => void): Promise<pg.PoolClient> {
  return new Promise((resolve, reject) => {
    pool.connect((error, client) => {
      if (error || !client) return reject(error ?? new Error("no database client"));
      client.on("error", onError);
      resolve(client);
    });
  });
}

/** `work` in a transaction (rolled back when it throws), on a client as withClient checks it out. */
export function inTransaction<T>(pool: pg.Pool, health: DatabaseHealth, work: (client: pg.PoolClient) => Promise<T>, begin = "BEGIN"): Promise<T> {
  return withClient(pool, health, async (client) => {
    await client.query(begin);
    try {
      const result = await work(client);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    }
  });
}

/** A single pool query (the pool guards the client itself), with an unavailable database turned into a 503. */
export async function guarded<T>(health: DatabaseHealth, query: Promise<T>): Promise<T> {
  try {
    return await query;
  } catch (error) {
    throw unavailableOr(health, error);
  }
}

function unavailableOr(health: DatabaseHealth, error: unknown): unknown {
  return health.failed(error) ? DatabaseUnavailableError() : error;
}
