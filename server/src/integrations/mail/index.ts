export { buildContactEmail, headerSafe, type ContactEmailCompany, type ContactEmailSubmission } from "./contactEmail";
export { DEFAULT_RETRY_DELAYS_MS, MailQueue, type MailQueueOptions, type MailQueuePorts, type MailResult } from "./mailQueue";
export { describeSmtpError } from "./smtpErrors";
export { testSmtpConnection, type SmtpTestOptions } from "./testConnection";
export { DEFAULT_SMTP_TIMEOUT_MS, isSmtpConfigured, smtpTransportOptions, type SmtpClientOptions } from "./transport";
