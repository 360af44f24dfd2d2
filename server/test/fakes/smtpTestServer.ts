import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import type { SmtpSecurity, SmtpSettings } from "../../../common/contracts";
import { answerLikePostfix, endOfDataReply, loginReply, postfixServerOptions, type PostfixRefusal } from "./postfixReplies";

/** A message as the test server received it. Header names are lower-case; folded lines are joined. */
interface ReceivedMessage {
  envelope: { from: string; to: string[] };
  headers: Record<string, string[]>;
  /** First value of a header, or undefined. */
  header(name: string): string | undefined;
  body: string;
  raw: string;
}

export interface SmtpTestServerOptions {
  /** ssl = implicit TLS, tls = STARTTLS offered, none = plaintext only (STARTTLS disabled, AUTH allowed in the clear). */
  mode: SmtpSecurity;
  user: string;
  pass: string;
  /** false: the server offers no AUTH at all (to prove the client still insists on logging in). */
  auth?: boolean;
  /** Refuse at one stage of a delivery the way Postfix 3.7 does (reply code and enhanced status code included). */
  postfix?: PostfixRefusal;
  port?: number;
}

export type { PostfixRefusal };

/** smtp-server with Postfix's answers (smtp-server itself answers a login in the clear with 538, a code real servers do not use). */
class PostfixLikeServer extends SMTPServer {
  constructor(
    options: SMTPServerOptions,
    private readonly refusal: PostfixRefusal | undefined,
    private readonly login: string,
  ) {
    super(options);
  }

  override connect(...args: Parameters<SMTPServer["connect"]>): void {
    super.connect(...args);
    if (!this.refusal) return;
    const connection = [...this.connections].at(-1);
    if (connection) answerLikePostfix(connection, this.refusal, this.login);
  }
}

export interface SmtpTestServer {
  host: string;
  port: number;
  messages: ReceivedMessage[];
  /** SmtpSettings that point at this server with the right mode and credentials. */
  settings(overrides?: Partial<SmtpSettings>): SmtpSettings;
  /** Takes the server down (the port then refuses connections). */
  stop(): Promise<void>;
  /** Brings it back on the same port. */
  start(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 for tests. Uses smtp-server's built-in self-signed
 * certificate, so clients need rejectUnauthorized:false.
 */
export async function startSmtpTestServer(options: SmtpTestServerOptions): Promise<SmtpTestServer> {
  const messages: ReceivedMessage[] = [];
  let server: SMTPServer | null = null;
  let port = options.port ?? 0;

  const serverOptions: SMTPServerOptions = {
    secure: options.mode === "ssl",
    logger: false,
    closeTimeout: 100,
    disableReverseLookup: true,
    disabledCommands: [...(options.mode === "none" ? ["STARTTLS"] : []), ...(options.auth === false ? ["AUTH"] : [])],
    allowInsecureAuth: options.mode === "none",
    authOptional: options.auth === false,
    ...postfixServerOptions(options.postfix),
    onAuth(auth, _session, callback) {
      const refused = loginReply(options.postfix);
      if (refused) return callback(refused);
      if (auth.username === options.user && auth.password === options.pass) return callback(null, { user: auth.username });
      callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const mailFrom = session.envelope.mailFrom;
        const refused = endOfDataReply(options.postfix);
        if (refused) return callback(refused);
        messages.push(
          parseMessage(
            raw,
            mailFrom ? mailFrom.address : "",
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  };

  const start = () =>
    new Promise<void>((resolve, reject) => {
      const instance = new PostfixLikeServer(serverOptions, options.postfix, options.user);
      // A client that hangs up mid-handshake emits 'error'; without a listener that would crash the process.
      instance.on("error", () => {});
      instance.server.once("error", reject);
      instance.listen(port, "127.0.0.1", () => {
        port = (instance.server.address() as AddressInfo).port;
        server = instance;
        resolve();
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      const instance = server;
      server = null;
      if (!instance) return resolve();
      instance.close(() => resolve());
    });

  await start();
  return {
    host: "127.0.0.1",
    get port() {
      return port;
    },
    messages,
    settings: (overrides = {}) => ({
      smtp_host: "127.0.0.1",
      smtp_port: port,
      smtp_security: options.mode,
      smtp_username: options.user,
      smtp_password: options.pass,
      from_email: "noreply@hosting.test",
      from_name: "Hosting Test",
      ...overrides,
    }),
    stop,
    start,
  };
}

function parseMessage(raw: string, from: string, to: string[]): ReceivedMessage {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? "" : raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const headers: Record<string, string[]> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    (headers[name] ??= []).push(line.slice(colon + 1).trim());
  }
  return { envelope: { from, to }, headers, header: (name) => headers[name.toLowerCase()]?.[0], body, raw };
}
