import { describe, expect, it } from "vitest";
import { canTestSmtp } from "./smtpForm";

describe("SMTP test availability", () => {
  const form = { smtp_host: "smtp.x", smtp_port: 587, smtp_security: "tls" as const, smtp_username: "u", smtp_password: "", from_email: "", from_name: "" };
  it("needs host, username and a password (typed or stored)", () => {
    expect(canTestSmtp(form, false)).toBe(false);
    expect(canTestSmtp(form, true)).toBe(true);
    expect(canTestSmtp({ ...form, smtp_password: "p" }, false)).toBe(true);
    expect(canTestSmtp({ ...form, smtp_host: " ", smtp_password: "p" }, true)).toBe(false);
  });
});
