export const SYSTEM_STATES = ["operational", "degraded", "down", "unknown"] as const;
export type SystemState = (typeof SYSTEM_STATES)[number];

export interface SystemStatus {
  status: SystemState;
  text: string;
  checked_at: string | null;
}
