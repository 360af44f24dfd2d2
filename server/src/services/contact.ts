import { createHmac, randomBytes } from "node:crypto";
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { HONEYPOT_FIELD, type ContactMessage, type ContactSubmission } from "../../../common/contracts";
import { RateLimitError } from "../errors";
import type { Store } from "../store/types";
import type { StatisticsCounter } from "../statistics/counter";

/** Sends the notification e-mail for a stored contact submission, retrying on its own; never throws. */
export interface ContactMailer {
  enqueue(submissionId: number): void;
}

const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;
/** The 429's detail when one address sends too many messages (the page shows its own text for `rate_limited`). */
const CONTACT_RATE_LIMITED_DETAIL = "Too many messages from your address. Please wait a minute and try again.";
/** Ids answered to a honeypot hit are drawn from 1 … 2³¹−1: whole positive numbers, like real ones. */
const DECOY_ID_RANGE = 2 ** 31 - 1;

export interface ContactOutcome {
  id: number;
  /** False for a honeypot hit or a duplicate: nothing new was stored. */
  stored: boolean;
  submission?: ContactSubmission;
}

/**
 * One contact message from either form (JSON API or the plain HTML form), validated by the contract's schema:
 * rate limit, honeypot, duplicate window and storage (ContactService.submit), then the e-mail is queued.
 * Throws the same HttpErrors (429) for both.
 */
export async function acceptContactMessage(
  deps: { contact: ContactService; mailer: ContactMailer; statistics: Pick<StatisticsCounter, "contactMessage"> },
  message: ContactMessage,
  clientIp: string,
): Promise<ContactOutcome> {
  const outcome = await deps.contact.submit(message, clientIp);
  if (outcome.stored) {
    deps.mailer.enqueue(outcome.id);
    deps.statistics.contactMessage();
  }
  return outcome;
}

/**
 * The public contact form: rate limited per client address, bots caught by a hidden honeypot field get the
 * same answer but nothing is stored, an identical message within ten minutes is not stored twice (on any instance
 * sharing the store), and a real message is stored durably before anything else (mail) is tried.
 */
export class ContactService {
  private readonly limiter: RateLimiterAbstract | null;
  private readonly decoySecret = randomBytes(32);

  constructor(
    private readonly store: Store,
    options: { perMinute: number; limiter?: RateLimiterAbstract },
  ) {
    this.limiter = options.limiter ?? (options.perMinute > 0 ? new RateLimiterMemory({ keyPrefix: "contact", points: options.perMinute, duration: 60 }) : null);
  }

  async submit(message: ContactMessage, clientIp: string, now = new Date()): Promise<ContactOutcome> {
    await this.checkRate(clientIp);
    if (message[HONEYPOT_FIELD]) return { id: this.decoyId(message), stored: false };

    // Checked in the store, so a client retrying on another instance (or after a restart) does not store it twice.
    const { record, added } = await this.store.submissions.addUnlessRecent(
      {
        timestamp: now.toISOString(),
        name: message.name,
        email: message.email,
        subject: message.subject,
        message: message.message,
        is_read: false,
        mail_status: "pending",
        mail_attempts: 0,
        mail_error: null,
      },
      sameMessage,
      new Date(now.getTime() - DUPLICATE_WINDOW_MS).toISOString(),
    );
    return added ? { id: record.id, stored: true, submission: record } : { id: record.id, stored: false };
  }

  /**
   * The id a honeypot hit is answered with: keyed on the message like the duplicate check (the same message
   * gets the same id, as a real resubmission does), and unrelated to the store, so it tells nothing about how
   * many messages there are.
   */
  private decoyId(message: ContactMessage): number {
    const digest = createHmac("sha256", this.decoySecret).update(sameMessage(message)).digest();
    return (digest.readUInt32BE(0) % DECOY_ID_RANGE) + 1;
  }

  private async checkRate(clientIp: string): Promise<void> {
    if (!this.limiter) return;
    try {
      await this.limiter.consume(clientIp);
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        throw RateLimitError(error.msBeforeNext / 1000, CONTACT_RATE_LIMITED_DETAIL);
      }
      throw error;
    }
  }
}

/** Two messages are the same when name, address (any case), subject and text are. */
function sameMessage(submission: Pick<ContactSubmission, "name" | "email" | "subject" | "message">): string {
  return JSON.stringify([submission.name, submission.email.toLowerCase(), submission.subject, submission.message]);
}
