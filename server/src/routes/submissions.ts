import Router from "@koa/router";
import { SubmissionExportSchema, SubmissionQuerySchema } from "../../../common/contracts";
import type { AppDeps } from "../deps";
import { NotFoundError } from "../errors";
import { parseInput } from "../middleware/validate";
import { requireAdmin } from "../middleware/requireAdmin";
import { exportFilename, pageOfSubmissions, submissionsCsv } from "../services/submissions";
import { idParam } from "./params";

export function submissionRoutes(deps: AppDeps): Router {
  const submissions = deps.store.submissions;
  const router = new Router();
  const admin = requireAdmin(deps.tokens, deps.store);

  router.get("/api/admin/contact-submissions", admin, (ctx) => {
    ctx.body = pageOfSubmissions(submissions, parseInput(SubmissionQuerySchema, ctx.query));
  });

  router.get("/api/admin/contact-submissions/export", admin, (ctx) => {
    const { format, ...filter } = parseInput(SubmissionExportSchema, ctx.query);
    const matches = submissions.all(filter);
    ctx.body =
      format === "csv"
        ? { csv_data: submissionsCsv(matches), filename: exportFilename("csv"), total: matches.length }
        : { submissions: matches, exported_at: new Date().toISOString(), total: matches.length, filename: exportFilename("json") };
  });

  // Polled by the desktop app (every minute and on focus): a count from memory, never cached.
  router.get("/api/admin/contact-submissions/unread-count", admin, (ctx) => {
    ctx.body = { unread: submissions.count((submission) => !submission.is_read) };
  });

  router.get("/api/admin/contact-submissions/:id", admin, (ctx) => {
    const id = idParam(ctx, "Submission");
    const submission = submissions.get(id);
    if (!submission) throw NotFoundError(`Submission ${id} not found`);
    ctx.body = submission;
  });

  for (const [action, isRead] of [["read", true], ["unread", false]] as const) {
    router.put(`/api/admin/contact-submissions/:id/${action}`, admin, async (ctx) => {
      const id = idParam(ctx, "Submission");
      const submission = await submissions.patch(id, { is_read: isRead });
      if (!submission) throw NotFoundError(`Submission ${id} not found`);
      ctx.body = { success: true, message: `Submission marked as ${action}`, submission };
    });
  }

  router.delete("/api/admin/contact-submissions/:id", admin, async (ctx) => {
    const id = idParam(ctx, "Submission");
    if (!(await submissions.remove(id))) throw NotFoundError(`Submission ${id} not found`);
    ctx.body = { success: true, message: "Submission deleted", id };
  });

  return router;
}
