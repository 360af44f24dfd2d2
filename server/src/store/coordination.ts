import type { RateLimiterAbstract } from "rate-limiter-flexible";
import type { SystemStatus } from "../../../common/contracts";
import type { WindowCounter } from "../auth/windowCounter";

/** The latest system status, polled by the leader and read by every instance. */
export interface SharedStatus {
  publish(status: SystemStatus): Promise<void>;
  /** Null until some instance published one. */
  latest(): SystemStatus | null;
}

/**
 * What several server instances on one store must agree on. The JSON store runs in one process
 * (the data dir is locked), so there it is trivial: always the leader, nothing shared.
 */
export interface Coordination {
  /** True when other instances may change the store too (their changes arrive without this instance's routes). */
  shared: boolean;
  /** True on the one instance that runs the background jobs (status polling, billing sync, retention). */
  isLeader(): boolean;
  /** Shared limits for LoginLimiter (attempts per address, failures per address and user name, wrong codes per account). */
  loginLimiterOptions?: { attempts: RateLimiterAbstract; failures: RateLimiterAbstract; accountCodes: WindowCounter };
  /** Shared limiter for the contact form. */
  contactLimiter?: RateLimiterAbstract;
  status?: SharedStatus;
  /** The token-signing secret every instance shares (else each uses its own from DATA_DIR). */
  jwtSecret?(): Promise<Buffer>;
  close(): Promise<void>;
}

export const singleProcessCoordination: Coordination = {
  shared: false,
  isLeader: () => true,
  close: async () => {},
};

/**
 * With a shared store, calls `onChange` when this instance became the leader or another instance changed the
 * watched collections' data (checked every `everyMs`): the leader's schedules then follow settings saved on any
 * instance. Answers a stop function.
 */
export function followSharedChanges(
  coordination: Coordination,
  versionOf: () => Record<string, string>,
  onChange: (changed: { becameLeader: boolean; keys: string[] }) => void,
  everyMs: number,
): () => void {
  if (!coordination.shared) return () => {};
  let wasLeader = coordination.isLeader();
  let seen = versionOf();
  const timer = setInterval(() => {
    const leader = coordination.isLeader();
    const now = versionOf();
    const keys = Object.keys(now).filter((key) => now[key] !== seen[key]);
    const becameLeader = leader && !wasLeader;
    wasLeader = leader;
    seen = now;
    if (leader && (becameLeader || keys.length > 0)) onChange({ becameLeader, keys });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
