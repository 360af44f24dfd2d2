import type { RateLimiterAbstract } from "rate-limiter-flexible";
import type { SystemStatus } from "../../../common/schemas";

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
  /** True on the one instance that runs the background jobs (status polling, billing sync, retention). */
  isLeader(): boolean;
  /** Shared limiters for LoginLimiter (attempts per address, failures per address and user name). */
  loginLimiterOptions?: { attempts: RateLimiterAbstract; failures: RateLimiterAbstract };
  /** Shared limiter for the contact form. */
  contactLimiter?: RateLimiterAbstract;
  status?: SharedStatus;
  /** The token-signing secret every instance shares (else each uses its own from DATA_DIR). */
  jwtSecret?(): Promise<Buffer>;
  close(): Promise<void>;
}

export const singleProcessCoordination: Coordination = {
  isLeader: () => true,
  close: async () => {},
};
