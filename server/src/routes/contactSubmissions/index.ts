import { contactSubmissionsApi } from "../../../../common/contracts";
import type { AppDeps } from "../../deps";
import { NotFoundError } from "../../errors";
import { exportFilename, pageOfSubmissions, submissionsCsv } from "../../services/submissions";
import type { ApiRouter } from "../apiRouter";

/** The messages visitors sent: page, export, unread count, read one, mark read or unread, delete. */
export function mountContactSubmissions(api: ApiRouter, { store }: AppDeps): void {
  const submissions = store.submissions;
  const found = <T>(id: number, submission: T | null | undefined): T => {
    if (!submission) throw NotFoundError(`Submission ${id} not found`);
    return submission;
  };

  api.on(contactSubmissionsApi.list, ({ query }) => pageOfSubmissions(submissions, query));

  // Fixed paths before /:id.
  api.on(contactSubmissionsApi.export, ({ query: { format, ...filter } }) => {
    const matches = submissions.all(filter);
    return format === "csv"
      ? { csv_data: submissionsCsv(matches), filename: exportFilename("csv"), total: matches.length }
      : { submissions: matches, exported_at: new Date().toISOString(), total: matches.length, filename: exportFilename("json") };
  });

  // Polled by the desktop app (every minute and on focus): a count from memory, never cached.
  api.on(contactSubmissionsApi.unreadCount, () => ({ unread: submissions.count((submission) => !submission.is_read) }));

  api.on(contactSubmissionsApi.get, ({ params: { id } }) => found(id, submissions.get(id)));

  api.on(contactSubmissionsApi.markRead, async ({ params: { id } }) => ({
    success: true,
    message: "Submission marked as read",
    submission: found(id, await submissions.patch(id, { is_read: true })),
  }));

  api.on(contactSubmissionsApi.markUnread, async ({ params: { id } }) => ({
    success: true,
    message: "Submission marked as unread",
    submission: found(id, await submissions.patch(id, { is_read: false })),
  }));

  api.on(contactSubmissionsApi.remove, async ({ params: { id } }) => {
    if (!(await submissions.remove(id))) throw NotFoundError(`Submission ${id} not found`);
    return { success: true, message: "Submission deleted", id };
  });
}
