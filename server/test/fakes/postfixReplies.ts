import type { SMTPServer, SMTPServerOptions } from "smtp-server";

type SMTPConnection = SMTPServer["connections"] extends Set<infer C> ? C : never;

/**
 * Where and how a Postfix 3.7 server (Dovecot checking the logins) refuses, with Postfix's own reply texts:
 *
 * At login:
 * - `starttls-first`: a submission port with smtpd_tls_security_level=encrypt and smtpd_tls_auth_only=yes offers
 *   no login before STARTTLS and answers every mail command in the clear (AUTH, MAIL, RCPT, DATA) with
 *   `530 5.7.0 Must issue a STARTTLS command first`; after STARTTLS the login works;
 * - `not-enabled`: a port without SASL (port 25, or smtpd_sasl_auth_enable=no) offers no AUTH and answers it with
 *   `503 5.5.1 Error: authentication not enabled`;
 * - `temporarily-unavailable`: the auth service (Dovecot) is down: `454 4.7.0 Temporary authentication failure`.
 *
 * At the other stages of a delivery:
 * - `too-many-connections` (greeting): anvil's limit, `421 4.7.0 <host> Error: too many connections from <addr>`;
 * - `tls-unavailable` (STARTTLS): a broken certificate setup, `454 4.7.0 TLS not available due to local problem`;
 * - `relay-denied` (RCPT TO): smtpd_tls_auth_only=yes with TLS optional: no login in the clear (AUTH answers
 *   `503 5.5.1 Error: authentication not enabled`), mail is taken without one, and the recipient is refused with
 *   `554 5.7.1 <rcpt>: Relay access denied`;
 * - `sender-not-owned` (RCPT TO, where smtpd_delay_reject puts sender checks): reject_sender_login_mismatch,
 *   `553 5.7.1 <from>: Sender address rejected: not owned by user <login>`;
 * - `unknown-recipient` (RCPT TO): `550 5.1.1 <rcpt>: Recipient address rejected: User unknown in virtual mailbox
 *   table`;
 * - `data-rejected` (DATA): smtpd_data_restrictions, `554 5.7.1 <DATA>: Data command rejected: Access denied`;
 * - `message-too-large` (end of data): message_size_limit, `552 5.3.4 Message size exceeds fixed limit`;
 * - `spam-rejected` (end of data): a milter (rspamd), `554 5.7.1 Spam message rejected`;
 * - `queue-write-error` (end of data): a full queue disk, `451 4.3.0 Error: queue file write error`.
 */
export type PostfixRefusal =
  | "starttls-first"
  | "not-enabled"
  | "temporarily-unavailable"
  | "too-many-connections"
  | "tls-unavailable"
  | "relay-denied"
  | "sender-not-owned"
  | "unknown-recipient"
  | "data-rejected"
  | "message-too-large"
  | "spam-rejected"
  | "queue-write-error";

type Reply = [code: number, text: string];

const STARTTLS_FIRST: Reply = [530, "5.7.0 Must issue a STARTTLS command first"];
const TEMPORARY_AUTH_FAILURE: Reply = [454, "4.7.0 Temporary authentication failure"];
const END_OF_DATA: Partial<Record<PostfixRefusal, Reply>> = {
  "message-too-large": [552, "5.3.4 Message size exceeds fixed limit"],
  "spam-rejected": [554, "5.7.1 Spam message rejected"],
  "queue-write-error": [451, "4.3.0 Error: queue file write error"],
};

/** The address between angle brackets of a MAIL FROM or RCPT TO line. */
const addressIn = (line: string) => /<([^<>]*)>/.exec(line)?.[1] ?? "";

const senderOf = (connection: SMTPConnection) => {
  const mailFrom = connection.session.envelope.mailFrom;
  return mailFrom ? mailFrom.address : "";
};

/** Postfix's answer to one command of a connection, or null to let smtp-server answer. */
function commandReply(refusal: PostfixRefusal, name: string, line: string, connection: SMTPConnection, login: string): Reply | null {
  switch (refusal) {
    case "starttls-first":
      return !connection.secure && ["AUTH", "MAIL", "RCPT", "DATA"].includes(name) ? STARTTLS_FIRST : null;
    case "not-enabled":
      return name === "AUTH" ? [503, "5.5.1 Error: authentication not enabled"] : null;
    case "tls-unavailable":
      return name === "STARTTLS" ? [454, "4.7.0 TLS not available due to local problem"] : null;
    case "relay-denied":
      if (name === "AUTH" && !connection.secure) return [503, "5.5.1 Error: authentication not enabled"];
      return name === "RCPT" && !connection.session.user ? [554, `5.7.1 <${addressIn(line)}>: Relay access denied`] : null;
    case "sender-not-owned":
      return name === "RCPT" ? [553, `5.7.1 <${senderOf(connection)}>: Sender address rejected: not owned by user ${login}`] : null;
    case "unknown-recipient":
      return name === "RCPT" ? [550, `5.1.1 <${addressIn(line)}>: Recipient address rejected: User unknown in virtual mailbox table`] : null;
    case "data-rejected":
      return name === "DATA" ? [554, "5.7.1 <DATA>: Data command rejected: Access denied"] : null;
    default:
      return null;
  }
}

/** smtp-server options a refusal needs: which logins are offered, and whether mail is taken without one. */
export function postfixServerOptions(refusal: PostfixRefusal | undefined): Partial<SMTPServerOptions> {
  switch (refusal) {
    case "starttls-first":
      return { allowInsecureAuth: true };
    case "not-enabled":
      // Postfix does not advertise AUTH where it offers none.
      return { authOptional: true, authMethods: [] };
    case "relay-denied":
      return { allowInsecureAuth: true, authOptional: true };
    case "too-many-connections":
      return {
        onConnect(session, callback) {
          callback(Object.assign(new Error(`4.7.0 mail.example.test Error: too many connections from ${session.remoteAddress}`), { responseCode: 421 }));
        },
      };
    default:
      return {};
  }
}

/** The reply that ends DATA for a refusal at the end of data, or null to accept the message. */
export function endOfDataReply(refusal: PostfixRefusal | undefined): Error | null {
  const reply = refusal ? END_OF_DATA[refusal] : undefined;
  return reply ? Object.assign(new Error(reply[1]), { responseCode: reply[0] }) : null;
}

/** The reply to a login while the auth service is down, or null. */
export function loginReply(refusal: PostfixRefusal | undefined): Error | null {
  if (refusal !== "temporarily-unavailable") return null;
  const [code, text] = TEMPORARY_AUTH_FAILURE;
  return Object.assign(new Error(text), { responseCode: code });
}

/**
 * Makes one smtp-server connection answer like Postfix: commands get Postfix's refusal, and where Postfix offers
 * no login before STARTTLS (smtpd_tls_auth_only) its EHLO reply in the clear lists no AUTH.
 */
export function answerLikePostfix(connection: SMTPConnection, refusal: PostfixRefusal, login: string): void {
  const ownCommand = connection._onCommand.bind(connection);
  connection._onCommand = (command, callback) => {
    const line = command.toString();
    const name = line.split(" ")[0].toUpperCase();
    const reply = commandReply(refusal, name, line, connection, login);
    if (reply === null) return ownCommand(command, callback);
    connection.send(reply[0], reply[1], false);
    setImmediate(() => callback?.());
  };
  if (refusal !== "starttls-first" && refusal !== "relay-denied") return;
  const ownSend = connection.send.bind(connection);
  connection.send = (code, data, context) => {
    const clearEhlo = code === 250 && Array.isArray(data) && !connection.secure;
    ownSend(code, clearEhlo ? data.filter((line) => !/^AUTH\b/i.test(line)) : data, context);
  };
}
