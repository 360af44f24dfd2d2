import type {
  BillingSettings,
  BillingSyncResult,
  Category,
  CompanyInfo,
  ContactSubmission,
  ContentBlock,
  ContentSection,
  NavigationItem,
  Plan,
  PromoCode,
  SiteSettings,
  SmtpSettings,
  SubmissionQuery,
} from "../../../common/schemas";

export const SCHEMA_VERSION = 1;

export interface AdminAccount {
  username: string;
  password_hash: string;
  /** Bumped on every password change: tokens carrying an older version stop working. */
  token_version: number;
  updated_at: string;
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
}

/** The parts of SiteData a write declares it touches; caches are keyed by their versions. */
export type Collection = Exclude<keyof SiteData, "schema_version">;

export type NewSubmission = Omit<ContactSubmission, "id">;

export interface SubmissionFilter {
  search?: string;
  start_date?: string;
  end_date?: string;
}

export interface SubmissionRepository {
  /** Stores a submission durably and answers it with its id. */
  add(submission: NewSubmission): Promise<ContactSubmission>;
  get(id: number): ContactSubmission | undefined;
  /** Newest first. */
  query(query: Pick<SubmissionQuery, "page" | "limit"> & SubmissionFilter): { items: ContactSubmission[]; total: number };
  /** Newest first, every match. */
  all(filter?: SubmissionFilter): ContactSubmission[];
  patch(id: number, changes: Partial<Omit<ContactSubmission, "id">>): Promise<ContactSubmission | undefined>;
  remove(id: number): Promise<boolean>;
  /** Deletes submissions older than the given time; answers how many. */
  removeOlderThan(time: Date): Promise<number>;
  count(): number;
  /** Replaces every submission (restore). */
  replaceAll(submissions: ContactSubmission[]): Promise<void>;
}

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
  /** Copies the current data into a new backup. */
  backup(reason: string): Promise<string>;
  /** Waits for every pending write. */
  flush(): Promise<void>;
  close(): Promise<void>;
}
