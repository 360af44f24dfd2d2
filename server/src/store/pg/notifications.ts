import type { Collection } from "../types";

/** What one instance tells the others (NOTIFY payload, JSON; PostgreSQL caps payloads at 8000 bytes). */
export type ChangeMessage =
  | { kind: "site"; version: number; collections: Collection[] }
  | { kind: "record"; log: string; op: "upsert" | "delete"; ids: number[] }
  | { kind: "record"; log: string; op: "reload" }
  | { kind: "state"; key: string }
  /** Admin sessions were ended (null: forget every cached session). */
  | { kind: "sessions"; removed: string[] | null }
  /** Sent to local subscribers only, after the listener reconnected: messages may have been missed. */
  | { kind: "resync" };

/** Above this many ids a record message says "reload" instead (stays well under the payload cap). */
export const MAX_IDS_PER_MESSAGE = 500;

export function encodeMessage(message: ChangeMessage): string {
  return JSON.stringify(message);
}

export function decodeMessage(payload: string | undefined): ChangeMessage | null {
  if (!payload) return null;
  try {
    const message = JSON.parse(payload) as ChangeMessage;
    return message && typeof message === "object" && typeof message.kind === "string" ? message : null;
  } catch {
    return null;
  }
}
