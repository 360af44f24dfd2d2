import helmet from "koa-helmet";
import type { Middleware } from "koa";

/**
 * Security headers on every answer: a strict CSP with no inline script (data for hydration travels in a
 * non-executed application/json block), nosniff, frame-ancestors none, a referrer policy.
 */
export function securityHeaders(): Middleware {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
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
  });
}
