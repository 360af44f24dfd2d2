import { koaBody } from "koa-body";
import { contactReasonOf, contactRedirect, type ContactReason } from "../../../../common/contactOutcome";
import { contactApi, ContactMessageSchema } from "../../../../common/contracts";
import { pickLanguage } from "../../../../common/i18n/languages";
import { localizedPath } from "../../../../common/i18n/pagePaths";
import type { AppDeps } from "../../deps";
import { HttpError, UnsupportedMediaTypeError } from "../../errors";
import { parseInput } from "../../middleware/validate";
import { acceptContactMessage } from "../../services/contact";
import { sentByHandler, type ApiRouter } from "../apiRouter";

/** The API's answer to a message it took (the pages show their own language's thank-you). */
const CONTACT_THANK_YOU = "Thank you for your message! We'll get back to you soon.";

/** The contact form: the scripted form's JSON call, and the plain form post for browsers without JavaScript. */
export function mountContact(api: ApiRouter, deps: AppDeps): void {
  api.on(contactApi.send, async ({ body }, ctx) => {
    const outcome = await acceptContactMessage(deps, body, ctx.ip);
    ctx.set("Cache-Control", "no-store");
    return { success: true, message: CONTACT_THANK_YOU, id: outcome.id };
  });

  // Goes through exactly what POST /api/contact does (validation, honeypot, duplicate window, rate limit, mail)
  // and answers 303 back to the home page, which shows the same message as the scripted form. The form's hidden
  // `lang` field names the page's language (a Referer may be missing): an enabled language's home page is its own.
  const parseForm = koaBody({
    json: false,
    text: false,
    multipart: false,
    urlencoded: true,
    formLimit: "1mb",
    onError: (error) => {
      throw error;
    },
  });
  api.on(contactApi.sendForm, async (_, ctx) => {
    if (!ctx.is("application/x-www-form-urlencoded")) throw UnsupportedMediaTypeError("Content-Type must be application/x-www-form-urlencoded");
    ctx.set("Cache-Control", "no-store");
    let reason: ContactReason | null = null;
    try {
      await parseForm(ctx, async () => {});
      await acceptContactMessage(deps, parseInput(ContactMessageSchema, ctx.request.body), ctx.ip);
    } catch (error) {
      reason = reasonOf(error);
      if (reason === "failed" && !(error instanceof HttpError)) deps.logger.error("contact form post failed", error);
    }
    ctx.redirect(contactRedirect(reason === null ? { sent: true } : { sent: false, reason }, formHome(deps, ctx.request.body)));
    ctx.status = 303;
    return sentByHandler<null>();
  });
}

/** The home page in the language the posted form names (`lang`), the default language's for none or one not enabled. */
function formHome(deps: AppDeps, body: unknown): string {
  const { languages, default_language } = deps.store.snapshot().site_settings;
  const asked = body !== null && typeof body === "object" ? (body as Record<string, unknown>).lang : undefined;
  return localizedPath("/", pickLanguage(asked, languages, default_language), default_language);
}

/** The reason from the error's code, as the scripted form reads it from the API's answer; the form parser's 413 is too_large. */
function reasonOf(error: unknown): ContactReason {
  if (error instanceof HttpError) return contactReasonOf({ code: error.code, ...error.extra });
  return (error as { status?: number }).status === 413 ? "too_large" : "failed";
}
