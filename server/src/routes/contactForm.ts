import Router from "@koa/router";
import { koaBody } from "koa-body";
import { contactReasonFor, contactRedirect, type ContactReason } from "../../../common/contactOutcome";
import type { AppDeps } from "../deps";
import { HttpError, UnsupportedMediaTypeError } from "../errors";
import { acceptContactMessage } from "../services/contact";

export const CONTACT_FORM_PATH = "/contact";

/**
 * The home page's contact form when JavaScript is off or not loaded yet: a plain form post
 * (application/x-www-form-urlencoded) that goes through exactly what POST /api/contact does (validation,
 * honeypot, duplicate window, rate limit, mail) and answers 303 back to the home page, which shows the same
 * message as the scripted form.
 */
export function contactFormRoutes(deps: AppDeps): Router {
  const router = new Router();
  const parse = koaBody({ json: false, text: false, multipart: false, urlencoded: true, formLimit: "1mb", onError: (error) => { throw error; } });

  router.post(CONTACT_FORM_PATH, async (ctx) => {
    if (!ctx.is("application/x-www-form-urlencoded")) throw UnsupportedMediaTypeError("Content-Type must be application/x-www-form-urlencoded");
    ctx.set("Cache-Control", "no-store");
    let reason: ContactReason | null = null;
    try {
      await parse(ctx, async () => {});
      await acceptContactMessage(deps, ctx.request.body, ctx.ip);
    } catch (error) {
      reason = reasonOf(error);
      if (reason === "failed" && !(error instanceof HttpError)) deps.logger.error("contact form post failed", error);
    }
    ctx.redirect(contactRedirect(reason === null ? { sent: true } : { sent: false, reason }));
    ctx.status = 303;
  });

  return router;
}

function reasonOf(error: unknown): ContactReason {
  const status = (error as { status?: number }).status;
  if (status === 429) return "rate_limited";
  if (status === 413) return "too_large";
  if (error instanceof HttpError && error.status === 400) return contactReasonFor(error.message);
  return "failed";
}
