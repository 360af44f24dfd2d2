import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import helmet from "helmet";
import type { Middleware } from "koa";

/** Where pages' scripts may connect besides the site itself, and a version that changes when that does. */
export interface ConnectSources {
  version(): string;
  origins(): readonly string[];
}

/**
 * Security headers on every answer: a strict CSP with no inline script (data for hydration travels in a
 * non-executed application/json block), nosniff, frame-ancestors none, a referrer policy, same-origin opener and
 * resource policies; none of the headers only obsolete browsers read. `connect-src` is
 * 'self' plus exactly the origins `connect` names (the locations' latency test addresses, which visitors'
 * browsers measure).
 *
 * The headers come from helmet. They do not depend on the request, so helmet runs at start-up (and again only
 * when the connect origins change) on a throw-away response (securityHeaderSource), and every request gets the
 * same headers (cheaper than running helmet's middleware chain per request on hot public GETs). The cached-answer
 * lane sends the same ones.
 */
export function securityHeaders(source: SecurityHeaders): Middleware {
  return function setSecurityHeaders(ctx, next) {
    ctx.set(source.current());
    return next();
  };
}

/** The security headers as they are now (the same object until the connect origins change). */
export interface SecurityHeaders {
  current(): Readonly<Record<string, string>>;
}

/** The headers helmet sets, made at start-up and again only when `connect`'s version changes. */
export function securityHeaderSource(connect?: ConnectSources): SecurityHeaders {
  let version = connect?.version();
  let headers = headersFromHelmet(connect?.origins() ?? []);
  return {
    current() {
      if (connect) {
        const now = connect.version();
        if (now !== version) {
          headers = headersFromHelmet(connect.origins());
          version = now;
        }
      }
      return headers;
    },
  };
}

function headersFromHelmet(connectOrigins: readonly string[]): Record<string, string> {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  let finished = false;
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...connectOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
    // Headers only browsers of the past read (Internet Explorer's download dialog and XSS filter, Flash and
    // Acrobat's cross-domain files): today's browsers ignore them, and every byte of headers counts against the
    // first round trip of a page on a slow connection.
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  })(res.req, res, () => {
    finished = true;
  });
  if (!finished) throw new Error("helmet did not run synchronously");
  return Object.fromEntries(Object.entries(res.getHeaders()).map(([name, value]) => [name, String(value)]));
}
