import { describe, expect, it } from "vitest";
import { describeSmtpError } from "./smtpErrors";

const settings = { smtp_host: "mail.example.com", smtp_port: 587, smtp_security: "tls" as const };

/** An error as nodemailer's SMTP connection reports a socket failure: its own code, the system's kept as originalCode. */
function socketError(message: string, originalCode: string): Error {
  return Object.assign(new Error(message), { code: "ESOCKET", originalCode, command: "CONN" });
}

describe("describeSmtpError for failures without a server reply", () => {
  it.each([
    ["connect ETIMEDOUT 192.0.2.1:587", "ETIMEDOUT", "Connection to mail.example.com:587 timed out: check the host, the port and any firewall"],
    ["connect ECONNREFUSED 192.0.2.1:587", "ECONNREFUSED", "Connection refused by mail.example.com:587: nothing accepts mail on that port"],
    ["getaddrinfo ENOTFOUND mail.example.com", "ENOTFOUND", "Mail server not found: mail.example.com does not resolve"],
    [
      "connect EHOSTUNREACH 192.0.2.1:587",
      "EHOSTUNREACH",
      "mail.example.com:587 cannot be reached (EHOSTUNREACH): check the host name, this server's network connection and any firewall",
    ],
    [
      "write EPIPE",
      "EPIPE",
      "mail.example.com:587 cut the connection (write EPIPE): check that the port and the security setting belong together (465 with SSL/TLS, 587 with TLS (STARTTLS)), and that no firewall or filter on the way cuts mail connections",
    ],
  ])("%s says what to check", (message, originalCode, sentence) => {
    expect(describeSmtpError(socketError(message, originalCode), settings)).toBe(sentence);
  });

  it("names a certificate problem at STARTTLS as such, not as a server without STARTTLS", () => {
    const error = Object.assign(new Error("Error initiating TLS - unable to verify the first certificate"), { code: "ETLS", command: "STARTTLS" });
    expect(describeSmtpError(error, settings)).toBe(
      "The server's TLS certificate is not trusted (Error initiating TLS - unable to verify the first certificate); use a valid certificate for mail.example.com",
    );
  });

  it("says what to check when an address is refused before anything is sent", () => {
    const error = Object.assign(new Error('Invalid sender "not an address"'), { code: "EENVELOPE", command: "API" });
    expect(describeSmtpError(error, settings)).toMatch(/^The message could not be sent \(Invalid sender "not an address"\): check the sender address/);
  });

  it("keeps an unknown failure's own text", () => {
    expect(describeSmtpError(new Error("Something new"), settings)).toBe("Something new");
    expect(describeSmtpError("plain text", settings)).toBe("plain text");
    expect(describeSmtpError(null, settings)).toBe("null");
  });
});
