import type {
  ActivityEntry,
  BackupInfo,
  BillingSettings,
  BillingSyncResult,
  Category,
  CompanyInfo,
  ContactSubmission,
  MediaCollection,
  ContentBlock,
  ContentSection,
  NavigationItem,
  Plan,
  PromoCode,
  SiteSettings,
  SmtpSettings,
} from "../../../common/contracts";

export const SCHEMA_VERSION = 2;

export type { ActivityEntry, BackupInfo };

export interface AdminAccount {
  username: string;
  password_hash: string;
  /** Bumped on every password change: tokens carrying an older version stop working. */
  token_version: number;
  updated_at: string;
  /** Two-factor sign-in (absent: never set up). */
  two_factor?: TwoFactorState;
}

/** The administrator's TOTP two-factor state. */
export interface TwoFactorState {
  /** The confirmed key (base32); null while two-factor sign-in is off. */
  secret: string | null;
  /** A key from setup that waits to be confirmed with a code. */
  pending_secret: string | null;
  /** SHA-256 hashes of the recovery codes not used yet. */
  recovery_code_hashes: string[];
  /** Time steps whose code was accepted lately: each code works only once. */
  used_steps: number[];
  enabled_at: string | null;
}

export interface BillingState extends BillingSettings {
  last_sync: string | null;
  last_sync_result: BillingSyncResult | null;
}

/** Everything except contact submissions, kept in one small JSON file. */
export interface SiteData {
  schema_version: number;
  meta: { created_at: string; next_ids: Record<string, number> };
  admin: AdminAccount | null;
  plans: Plan[];
  categories: Category[];
  company: CompanyInfo;
  navigation: NavigationItem[];
  content: Record<ContentSection, ContentBlock>;
  smtp: SmtpSettings;
  promos: PromoCode[];
  billing: BillingState;
  site_settings: SiteSettings;
  /** Uploaded logo, favicon and social image (bytes included, so they are in every backup). */
  media: MediaCollection;
}

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
];

export type NewSubmission = Omit<ContactSubmission, "id">;

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
  /**
   * Replaces all site data and submissions (a restore). Takes a backup of the current state first and
   * answers its name.
   */
  restore(data: SiteData, submissions: ContactSubmission[]): Promise<string>;
  /** Copies the current data into a new backup. */
  backup(reason: string): Promise<string>;
  /** The automatic and manual backups, newest first. */
  backups: { list(): Promise<BackupInfo[]> };
  /** Waits for every pending write. */
  flush(): Promise<void>;
  close(): Promise<void>;
  /**
   * Resolves when the store can serve (JSON files readable and the data folder writable; PostgreSQL answers
   * `SELECT 1`), else rejects with a message fit for the readiness answer (no paths, hosts or credentials).
   */
  checkHealth(): Promise<void>;
}
