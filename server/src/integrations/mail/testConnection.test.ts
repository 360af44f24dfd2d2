import { createServer, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpTestServer, type SmtpTestServer } from "../../../test/fakes/smtpTestServer";
import { testSmtpConnection } from "./testConnection";
import { smtpTransportOptions } from "./transport";

const client = { rejectUnauthorized: false, timeoutMs: 1_000 };
const servers: Record<"ssl" | "tls" | "none", SmtpTestServer> = {} as never;

beforeAll(async () => {
  for (const mode of ["ssl", "tls", "none"] as const) servers[mode] = await startSmtpTestServer({ mode, user: "mailer", pass: "s3cret" });
});
afterAll(async () => {
  await Promise.all(Object.values(servers).map((s) => s.stop()));
});

async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe("smtpTransportOptions", () => {
  const base = servers.ssl?.settings() ?? {
    smtp_host: "mail.example.com",
    smtp_port: 465,
    smtp_security: "ssl" as const,
    smtp_username: "u",
    smtp_password: "p",
    from_email: "a@b.c",
    from_name: "A",
  };

  it("maps each security mode to nodemailer's options with bounded timeouts and certificate checks on by default", () => {
    expect(smtpTransportOptions({ ...base, smtp_security: "ssl" })).toMatchObject({ secure: true, tls: { rejectUnauthorized: true } });
    expect(smtpTransportOptions({ ...base, smtp_security: "tls" })).toMatchObject({ secure: false, requireTLS: true });
    expect(smtpTransportOptions({ ...base, smtp_security: "none" })).toMatchObject({ secure: false, ignoreTLS: true });
    expect(smtpTransportOptions(base)).toMatchObject({ connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  });

  it("sets the certificate name only for an IP host, and only when given", () => {
    expect(smtpTransportOptions({ ...base, smtp_host: "10.0.0.5" }, { servername: "mail.example.com" }).tls).toMatchObject({ servername: "mail.example.com" });
    expect(smtpTransportOptions({ ...base, smtp_host: "mail.example.com" }, { servername: "x" }).tls?.servername).toBeUndefined();
  });
});

describe("testSmtpConnection", () => {
  it.each(["ssl", "tls", "none"] as const)("%s: succeeds with the right mode and credentials", async (mode) => {
    expect(await testSmtpConnection(servers[mode].settings(), client)).toEqual({ success: true, message: expect.stringContaining("successful") });
  });

  it.each(["ssl", "tls", "none"] as const)("%s: reports a wrong password", async (mode) => {
    const result = await testSmtpConnection(servers[mode].settings({ smtp_password: "wrong" }), client);
    expect(result).toEqual({ success: false, detail: expect.stringMatching(/^Wrong username or password/) });
  });

  it("ssl client against a STARTTLS port: says the port is not implicit TLS", async () => {
    const result = await testSmtpConnection(servers.tls.settings({ smtp_security: "ssl" }), client);
    expect(result).toEqual({ success: false, detail: "The server does not use implicit TLS on this port: try TLS (STARTTLS) or port 587" });
  });

  it("tls client against an implicit-TLS port: no greeting, suggests SSL/TLS", async () => {
    const result = await testSmtpConnection(servers.ssl.settings({ smtp_security: "tls" }), client);
    expect(result).toEqual({ success: false, detail: "No greeting: the server may expect implicit SSL/TLS (port 465)" });
  });

  it("tls client against a server without STARTTLS: says STARTTLS is not supported", async () => {
    const result = await testSmtpConnection(servers.none.settings({ smtp_security: "tls" }), client);
    expect(result).toEqual({ success: false, detail: expect.stringMatching(/does not support STARTTLS/) });
  });

  it("none client against a STARTTLS server that needs encryption before login", async () => {
    const result = await testSmtpConnection(servers.tls.settings({ smtp_security: "none" }), client);
    expect(result).toEqual({ success: false, detail: expect.stringMatching(/only accepts a login over an encrypted connection/) });
  });

  it("reports an untrusted certificate when certificates are checked (the default)", async () => {
    const result = await testSmtpConnection(servers.ssl.settings(), { timeoutMs: 1_000 });
    expect(result).toEqual({ success: false, detail: expect.stringMatching(/^The server's TLS certificate is not trusted/) });
  });

  it("reports a closed port as connection refused", async () => {
    const port = await closedPort();
    const result = await testSmtpConnection(servers.tls.settings({ smtp_port: port }), client);
    expect(result).toEqual({ success: false, detail: `Connection refused by 127.0.0.1:${port}: nothing accepts mail on that port` });
  });

  it("reports a host that does not resolve", async () => {
    const result = await testSmtpConnection(servers.tls.settings({ smtp_host: "no-such-host.invalid" }), client);
    expect(result).toEqual({ success: false, detail: "Mail server not found: no-such-host.invalid does not resolve" });
  });

  it("times out within the bound when nothing answers", async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const started = Date.now();
    const result = await testSmtpConnection(servers.ssl.settings({ smtp_port: (silent.address() as AddressInfo).port }), client);
    expect(result.success).toBe(false);
    expect(Date.now() - started).toBeLessThan(5_000);
    silent.close();
  });

  it("does not pass when the server offers no login at all (credentials are always tried)", async () => {
    const noAuth = await startSmtpTestServer({ mode: "tls", user: "mailer", pass: "s3cret", auth: false });
    const result = await testSmtpConnection(noAuth.settings({ smtp_password: "anything" }), client);
    expect(result.success).toBe(false);
    await noAuth.stop();
  });

  it("sends a test e-mail when asked", async () => {
    const result = await testSmtpConnection(servers.tls.settings(), { ...client, test_email: "admin@hosting.test" });
    expect(result).toEqual({ success: true, message: "SMTP connection successful: test e-mail sent to admin@hosting.test" });
    const last = servers.tls.messages.at(-1);
    expect(last?.envelope.to).toEqual(["admin@hosting.test"]);
    expect(last?.header("subject")).toBe("SMTP test e-mail");
  });

  it("refuses without a host", async () => {
    expect(await testSmtpConnection({ ...servers.tls.settings(), smtp_host: "" })).toEqual({ success: false, detail: "No SMTP host is set" });
  });
});
