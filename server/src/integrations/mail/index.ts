export { MailQueue } from "./mailQueue";
export { testSmtpConnection } from "./testConnection";
