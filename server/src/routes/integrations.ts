import Router from "@koa/router";
import { BillingSyncSchema, SmtpTestSchema, type BillingStatus } from "../../../common/contracts";
import type { AppDeps } from "../deps";
import { HttpError } from "../errors";
import { isBlestaConfigured, listActivePackages, testConnection } from "../integrations/blesta";
import { testSmtpConnection } from "../integrations/mail";
import { parseInput } from "../middleware/validate";
import { requireAdmin } from "../middleware/requireAdmin";
import { mergeSmtp } from "../services/settings";

/** Calls that reach the outside world: SMTP connection test, Blesta status, packages and price sync. */
export function integrationRoutes(deps: AppDeps): Router {
  const { store } = deps;
  const router = new Router();
  const admin = requireAdmin(deps.tokens, store);

  router.post("/api/admin/smtp-test", admin, async (ctx) => {
    const { test_email, ...fields } = parseInput(SmtpTestSchema, ctx.request.body);
    // Fields left empty (e.g. the write-only password) fall back to the stored settings.
    const settings = mergeSmtp(store.snapshot().smtp, fields);
    if (!settings.smtp_host || !settings.smtp_username || !settings.smtp_password) {
      ctx.body = { success: false, detail: "Please fill in Host, Username, and Password before testing" };
      return;
    }
    ctx.body = await testSmtpConnection(settings, { test_email: test_email || undefined, rejectUnauthorized: deps.config.smtpRejectUnauthorized });
  });

  router.get("/api/admin/blesta/status", admin, async (ctx) => {
    const data = store.snapshot();
    const configured = isBlestaConfigured(data.billing);
    const connection = configured
      ? await testConnection(data.billing)
      : { connection_status: "not_configured" as const, message: "Enter the Blesta API URL, user and key to connect." };
    ctx.body = {
      ...connection,
      configured,
      last_sync: data.billing.last_sync,
      plans_mapped: data.plans.filter((plan) => plan.blesta_package_id !== null).length,
      total_plans: data.plans.length,
      sync_enabled: data.billing.sync_enabled,
      last_sync_result: data.billing.last_sync_result,
    } satisfies BillingStatus;
  });

  router.get("/api/admin/blesta/packages", admin, async (ctx) => {
    const billing = store.snapshot().billing;
    if (!isBlestaConfigured(billing)) throw new HttpError(409, "Blesta is not configured: enter the API URL, user and key first");
    try {
      ctx.body = await listActivePackages(billing);
    } catch (error) {
      throw new HttpError(502, `Could not load packages from Blesta: ${(error as Error).message}`);
    }
  });

  router.post("/api/admin/blesta/sync", admin, async (ctx) => {
    const input = parseInput(BillingSyncSchema, ctx.request.body ?? {});
    if (!isBlestaConfigured(store.snapshot().billing)) throw new HttpError(409, "Blesta is not configured: enter the API URL, user and key first");
    const result = await deps.billing.sync(input.markup_overrides);
    ctx.body = {
      success: result.success,
      message: result.message,
      plans_updated: result.plans_updated,
      plans_failed: result.plans_failed,
      errors: result.errors,
    };
  });

  return router;
}
