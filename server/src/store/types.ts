import type { z } from "zod";
import type {
  ActivityEntry as ActivityEntryView,
  BackupInfo,
  BillingSettings,
  BillingSyncResult,
  Category,
  CompanyInfo,
  ContactSubmission,
  ContentBlocks,
  FaqItem,
  Location,
  MediaCollection,
  NavigationItem,
  Page,
  Plan,
  PromoCode,
  SiteSettings,
  SmtpSettings,
} from "../../../common/contracts";
import type { StoredActivitySchema, StoredAdminSchema, StoredSiteDataSchema, StoredSubmissionSchema, StoredTwoFactorSchema } from "./storedSchemas";
import type { StatisticsStore } from "./statistics/types";

export const SCHEMA_VERSION = 9;

export type { BackupInfo };

/**
 * An activity entry as the store keeps it: entries written before sentences existed have no `summary` (the API
 * answers one made from their action, presenters/activity.ts).
 */
export type ActivityEntry = z.output<typeof StoredActivitySchema>;

/**
 * Everything except contact submissions and the activity log, kept in one small JSON file (or one database row).
 * Its shape is defined once, by the schemas in storedSchemas.ts, which also check a restored backup.
 */
export type SiteData = z.output<typeof StoredSiteDataSchema>;

export type AdminAccount = NonNullable<z.output<typeof StoredAdminSchema>>;

/** The administrator's TOTP two-factor state. */
export type TwoFactorState = z.output<typeof StoredTwoFactorSchema>;

/** The billing settings with the last price sync's time and result. */
export type BillingState = SiteData["billing"];

/** The parts of SiteData a write declares it touches; caches are keyed by their versions. */
export type Collection = Exclude<keyof SiteData, "schema_version">;

export const ALL_COLLECTIONS: readonly Collection[] = [
  "meta",
  "admin",
  "plans",
  "categories",
  "company",
  "navigation",
  "content",
  "smtp",
  "promos",
  "billing",
  "site_settings",
  "media",
  "pages",
  "faq",
  "status_monitors",
  "status_history",
  "incidents",
  "maintenance",
  "locations",
];

/** What every logged record has: an id and an ISO timestamp (used for date filters and pruning). */
export interface StoredRecord {
  id: number;
  timestamp: string;
}

export interface RecordFilter {
  search?: string;
  /** YYYY-MM-DD, inclusive. */
  start_date?: string;
  end_date?: string;
}

/** An append-mostly list of records: contact submissions, activity entries. */
export interface LogRepository<T extends StoredRecord> {
  /** Stores a record durably and answers it with its id. */
  add(record: Omit<T, "id">): Promise<T>;
  /**
   * Stores the record unless one with the same `key` was stored at or after `since` (ISO time), by this or any
   * other instance sharing the store; answers the stored record and whether this call added it.
   */
  addUnlessRecent(record: Omit<T, "id">, key: (record: Omit<T, "id">) => string, since: string): Promise<{ record: T; added: boolean }>;
  get(id: number): T | undefined;
  /** Newest first. */
  query(query: { page: number; limit: number } & RecordFilter): { items: T[]; total: number };
  /** Newest first, every match. */
  all(filter?: RecordFilter): T[];
  patch(id: number, changes: Partial<Omit<T, "id">>): Promise<T | undefined>;
  remove(id: number): Promise<boolean>;
  /** Deletes records older than the given time; answers how many. */
  removeOlderThan(time: Date): Promise<number>;
  /** How many records there are, or how many match `where` (no copies made). */
  count(where?: (item: T) => boolean): number;
  /** Replaces every record (restore). */
  replaceAll(records: T[]): Promise<void>;
}

export type SubmissionRepository = LogRepository<ContactSubmission>;

export type ActivityRepository = LogRepository<ActivityEntry>;

export interface Store {
  /** The current data. Treat as read-only: every change goes through update(). */
  snapshot(): Readonly<SiteData>;
  /**
   * Applies `mutate` to a copy of the data and persists it; resolves once the change is on disk.
   * If `mutate` throws, nothing changes.
   */
  update<T>(collections: readonly Collection[], mutate: (draft: SiteData) => T): Promise<T>;
  /** A string that changes whenever any of the named collections changes. */
  versionOf(collections: readonly Collection[]): string;
  /** Hands out the next id of a sequence ("plans", "categories", ...) inside update(). */
  nextId(draft: SiteData, sequence: string): number;
  submissions: SubmissionRepository;
  activity: ActivityRepository;
  /** The visit counts: daily totals (and the day's visitor marks), beside the site data. */
  statistics: StatisticsStore;
  /**
   * Replaces all site data and submissions (a restore). Takes a backup of the current state first and
   * answers its name.
   */
  restore(data: SiteData, submissions: ContactSubmission[]): Promise<string>;
  /** Copies the current data into a new backup. */
  backup(reason: string): Promise<string>;
  /** The automatic and manual backups, newest first; when the newest was made (null: there is none). */
  backups: { list(): Promise<BackupInfo[]>; newestAt(): Promise<string | null> };
  /** Waits for every pending write. */
  flush(): Promise<void>;
  close(): Promise<void>;
  /**
   * Resolves when the store can serve (JSON files readable and the data folder writable; PostgreSQL answers
   * `SELECT 1`), else rejects with a message fit for the readiness answer (no paths, hosts or credentials).
   */
  checkHealth(): Promise<void>;
}

/**
 * The records the store keeps are the records the API answers: each stored shape must be exactly its contract
 * type (a field added to one and not to the other fails the type check instead of being dropped on restore).
 */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Check<T extends true> = T;
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- a check at compile time: it only has to type-check
type StoredShapesMatchContracts = [
  Check<Same<SiteData["plans"][number], Plan>>,
  Check<Same<SiteData["categories"][number], Category>>,
  Check<Same<SiteData["promos"][number], PromoCode>>,
  Check<Same<SiteData["navigation"][number], NavigationItem>>,
  Check<Same<SiteData["company"], CompanyInfo>>,
  Check<Same<SiteData["content"], ContentBlocks>>,
  Check<Same<SiteData["smtp"], SmtpSettings>>,
  Check<Same<Omit<BillingState, "last_sync" | "last_sync_result">, BillingSettings>>,
  Check<Same<NonNullable<BillingState["last_sync_result"]>, BillingSyncResult>>,
  Check<Same<SiteData["site_settings"], SiteSettings>>,
  Check<Same<SiteData["media"], MediaCollection>>,
  Check<Same<SiteData["pages"][number], Page>>,
  Check<Same<SiteData["faq"][number], FaqItem>>,
  Check<Same<SiteData["locations"][number], Location>>,
  Check<Same<z.output<typeof StoredSubmissionSchema>, ContactSubmission>>,
  Check<Same<Omit<ActivityEntry, "summary">, Omit<ActivityEntryView, "summary">>>,
  Check<Same<NonNullable<ActivityEntry["summary"]>, ActivityEntryView["summary"]>>,
];
