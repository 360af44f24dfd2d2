import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectBadRequest, startAdminSession, type AdminSession } from "../../../test/apiHelpers";

/** Admin API for SMTP settings, billing (Blesta) settings and mapping, and site settings. */
let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
});
afterAll(() => s.server.stop());

const data = () => s.server.site.deps.store.snapshot();

describe("SMTP settings", () => {
  const put = (body: unknown) => s.admin("/api/admin/smtp-settings", "PUT", body);

  it("GET answers the defaults on a new site: port 587, security tls, no password", async () => {
    const fresh = await startAdminSession();
    const response = await fresh.admin("/api/admin/smtp-settings");
    await fresh.server.stop();
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      smtp_host: "",
      smtp_port: 587,
      smtp_security: "tls",
      smtp_password: "",
      has_smtp_password: false,
      from_email: "",
      from_name: "",
    });
  });

  it("PUT saves and answers the new settings", async () => {
    const response = await put({
      smtp_host: "smtp.example.com",
      smtp_port: "465",
      smtp_security: "ssl",
      smtp_username: "u@example.com",
      from_email: "noreply@example.com",
      from_name: "Site",
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ smtp_host: "smtp.example.com", smtp_port: 465, smtp_security: "ssl", from_name: "Site" });
    expect((await s.admin("/api/admin/smtp-settings")).body).toMatchObject({ smtp_port: 465, smtp_security: "ssl" });
  });

  it("accepts host names and IPv4/IPv6 addresses written out in full, and says what it wants for shorthand", async () => {
    for (const host of ["mail.example.com", "localhost", "192.0.2.10", "2001:db8::25", "::1", "smtp.bücher.de"]) {
      const response = await put({ smtp_host: host });
      expect(response.status, host).toBe(200);
      expect(data().smtp.smtp_host).toBe(host);
    }
    expectBadRequest(await put({ smtp_host: "1.5" }), "smtp_host", /IPv4 or IPv6 address written out in full .*shorthand such as 1\.5 is not accepted/);
  });

  it("converts the legacy smtp_use_tls boolean to tls or none", async () => {
    expect((await put({ smtp_use_tls: false })).body.smtp_security).toBe("none");
    expect(data().smtp.smtp_security).toBe("none");
    expect((await put({ smtp_use_tls: true })).body.smtp_security).toBe("tls");
    expect(data().smtp).not.toHaveProperty("smtp_use_tls");
    // An explicit smtp_security wins over the legacy flag.
    expect((await put({ smtp_security: "ssl", smtp_use_tls: false })).body.smtp_security).toBe("ssl");
  });

  it.each([
    ["smtp_port", { smtp_port: 70000 }],
    ["smtp_port", { smtp_port: 0 }],
    ["smtp_security", { smtp_security: "starttls" }],
    ["from_email", { from_email: "nobody" }],
    ["smtp_host", { smtp_host: "smtp example.com" }],
    ["smtp_host", { smtp_host: "1.5" }],
    ["smtp_host", { smtp_host: "127.1" }],
    ["smtp_host", { smtp_host: "0x7f000001" }],
    ["smtp_host", { smtp_host: "010.0.0.1" }],
    ["smtp_host", { smtp_host: "192.0.2.300" }],
    ["smtp_host", { smtp_host: "[2001:db8::25]" }],
    ["smtp_host", { smtp_host: "mail..example.com" }],
    ["from_name", { from_name: "Site\r\nBcc: x@example.com" }],
  ])("answers 400 naming %s for %j and stores nothing", async (field, body) => {
    const before = structuredClone(data().smtp);
    expectBadRequest(await put(body), field);
    expect(data().smtp).toEqual(before);
  });
});
