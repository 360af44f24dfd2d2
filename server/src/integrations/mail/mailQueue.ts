import nodemailer, { type SendMailOptions } from "nodemailer";
import type { MailStatus, SmtpSettings } from "../../../../common/contracts";
import { buildContactEmail, contactRecipient, type ContactEmailCompany, type ContactEmailSubmission } from "./contactEmail";
import { describeSmtpError } from "./smtpErrors";
import { isHostOrAddress } from "../../../../common/contracts";
import { isSmtpConfigured, smtpTransportOptions, unusableHostReason, type SmtpClientOptions } from "./transport";

export interface MailResult {
  mail_status: MailStatus;
  mail_attempts: number;
  mail_error: string | null;
}

type MaybePromise<T> = T | Promise<T>;

/** How the queue reaches the rest of the server. It knows nothing about the store. */
export interface MailQueuePorts {
  /** The stored submission, or null when it was deleted meanwhile. mail_attempts continues a count after a restart. */
  loadSubmission(id: number): MaybePromise<(ContactEmailSubmission & { mail_attempts?: number }) | null>;
  loadSmtpSettings(): MaybePromise<SmtpSettings>;
  loadCompany(): MaybePromise<ContactEmailCompany>;
  /** Called after every attempt: 'pending' while retries remain, then 'sent', 'failed' or 'not_configured'. */
  recordResult(id: number, result: MailResult): MaybePromise<void>;
  /** Where problems of the ports themselves are reported (default console.error). */
  logError?(message: string, error: unknown): void;
}

export interface MailQueueOptions {
  /** Wait before each retry; attempts = 1 + retryDelaysMs.length. */
  retryDelaysMs?: number[];
  smtp?: SmtpClientOptions;
}

const DEFAULT_RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 120_000, 600_000];

/**
 * Sends the contact notification for stored submissions in the background. A failed send is retried with
 * growing delays, re-reading the SMTP settings each time (so fixing them helps a pending message); every attempt
 * is recorded through the ports. Nothing here ever throws into the caller.
 */
export class MailQueue {
  private readonly timers = new Map<number, NodeJS.Timeout>();
  /** Queued submissions and the attempts made so far. */
  private readonly attempts = new Map<number, number | null>();
  private readonly retryDelaysMs: number[];
  private stopped = false;

  constructor(
    private readonly ports: MailQueuePorts,
    private readonly options: MailQueueOptions = {},
  ) {
    this.retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  }

  /** Sends the notification for one stored submission. Does nothing if that submission is already queued. */
  enqueue(submissionId: number): void {
    if (this.stopped || this.attempts.has(submissionId)) return;
    this.attempts.set(submissionId, null);
    void this.attempt(submissionId);
  }

  /** After a restart: queue again every submission still marked pending. */
  resumePending(submissionIds: number[]): void {
    for (const id of submissionIds) this.enqueue(id);
  }

  /** Cancels every waiting retry; the submissions stay 'pending' in the store for resumePending. */
  stop(): void {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.attempts.clear();
  }

  private async attempt(id: number): Promise<void> {
    this.timers.delete(id);
    try {
      const submission = await this.ports.loadSubmission(id);
      if (!submission || this.stopped) return this.finish(id);
      const attempts = (this.attempts.get(id) ?? submission.mail_attempts ?? 0) + 1;
      this.attempts.set(id, attempts);
      const [smtp, company] = await Promise.all([this.ports.loadSmtpSettings(), this.ports.loadCompany()]);
      if (!isSmtpConfigured(smtp) || !isHostOrAddress(smtp.smtp_host.trim()) || !contactRecipient(company, smtp)) {
        const reason = !isSmtpConfigured(smtp)
          ? "SMTP is not configured"
          : !isHostOrAddress(smtp.smtp_host.trim())
            ? unusableHostReason(smtp.smtp_host)
            : "No contact e-mail address is set";
        await this.record(id, { mail_status: "not_configured", mail_attempts: attempts - 1, mail_error: reason });
        return this.finish(id);
      }
      const error = await this.send(buildContactEmail(submission, company, smtp), smtp);
      if (error === null) {
        await this.record(id, { mail_status: "sent", mail_attempts: attempts, mail_error: null });
        return this.finish(id);
      }
      const retry = attempts <= this.retryDelaysMs.length;
      await this.record(id, { mail_status: retry ? "pending" : "failed", mail_attempts: attempts, mail_error: error });
      if (!retry || this.stopped) return this.finish(id);
      const timer = setTimeout(() => void this.attempt(id), this.retryDelaysMs[attempts - 1]);
      timer.unref();
      this.timers.set(id, timer);
    } catch (error) {
      this.logError(`Mail for contact submission ${id} could not be processed`, error);
      this.finish(id);
    }
  }

  /** Resolves to null when sent, else to the human reason. */
  private async send(message: SendMailOptions, smtp: SmtpSettings): Promise<string | null> {
    const transport = nodemailer.createTransport(smtpTransportOptions(smtp, this.options.smtp));
    try {
      await transport.sendMail(message);
      return null;
    } catch (error) {
      return describeSmtpError(error, smtp);
    } finally {
      transport.close();
    }
  }

  private async record(id: number, result: MailResult): Promise<void> {
    try {
      await this.ports.recordResult(id, result);
    } catch (error) {
      this.logError(`Mail status of contact submission ${id} could not be saved`, error);
    }
  }

  private finish(id: number): void {
    this.attempts.delete(id);
  }

  private logError(message: string, error: unknown): void {
    (this.ports.logError ?? ((m, e) => console.error(m, e)))(message, error);
  }
}
