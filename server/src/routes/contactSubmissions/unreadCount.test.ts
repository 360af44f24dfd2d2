/**
 * GET /api/admin/contact-submissions/unread-count, the desktop app's cheap poll, on both stores: the JSON store
 * and PostgreSQL (skipped where no PostgreSQL binaries are installed).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, startAdminSession, type AdminSession } from "../../../test/apiHelpers";
import { postgresSkipReason, startPostgres, type TestPostgres } from "../../../test/postgres";
import { newSubmission } from "../../store/storeContract";

const PATH = "/api/admin/contact-submissions/unread-count";

function unreadCountSuite(name: string, start: () => Promise<AdminSession>, options: { skipBecause?: string } = {}) {
  const title = `${PATH} (${name})`;
  describe.skipIf(Boolean(options.skipBecause))(options.skipBecause ? `${title} (${options.skipBecause})` : title, () => {
    let s: AdminSession;
    beforeAll(async () => {
      s = await start();
    });
    afterAll(() => s?.server.stop());

    it("counts unread submissions and follows read, unread and delete", async () => {
      const first = await s.admin(PATH);
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ unread: expect.any(Number) });
      const before = first.body.unread as number;

      const store = s.server.site.deps.store.submissions;
      const added = [];
      for (let n = 1; n <= 4; n++) added.push(await store.add(newSubmission(n)));
      await store.add({ ...newSubmission(5), is_read: true });
      expect((await s.admin(PATH)).body).toEqual({ unread: before + 4 });

      expect((await s.admin(`/api/admin/contact-submissions/${added[0].id}/read`, "PUT")).status).toBe(200);
      expect((await s.admin(PATH)).body).toEqual({ unread: before + 3 });
      expect((await s.admin(`/api/admin/contact-submissions/${added[0].id}/unread`, "PUT")).status).toBe(200);
      expect((await s.admin(PATH)).body).toEqual({ unread: before + 4 });
      expect((await s.admin(`/api/admin/contact-submissions/${added[1].id}`, "DELETE")).status).toBe(200);
      expect((await s.admin(PATH)).body).toEqual({ unread: before + 3 });
    });

    it("counts a message sent through the public contact form", async () => {
      const before = (await s.admin(PATH)).body.unread as number;
      const sent = await s.pub("/api/contact", "POST", { name: "Ada", email: "ada@example.com", subject: "Hello", message: "Is there a trial?" });
      expect(sent.status).toBe(201);
      expect((await s.admin(PATH)).body).toEqual({ unread: before + 1 });
    });

    it("is never cached, and is not mistaken for a submission id", async () => {
      const response = await s.admin(PATH);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(Object.keys(response.body)).toEqual(["unread"]);
      expect(Number.isInteger(response.body.unread)).toBe(true);
    });

    it("answers 401 {detail} without a token, with a garbage token and with a non-Bearer header", async () => {
      expectError(await s.pub(PATH), 401);
      expectError(await s.pub(PATH, "GET", undefined, { authorization: "Bearer not-a-token" }), 401);
      expectError(await s.pub(PATH, "GET", undefined, { authorization: `Basic ${s.token}` }), 401);
      expect((await s.pub(PATH)).headers.get("cache-control")).toBe("no-store");
    });
  });
}

unreadCountSuite("JSON store", () => startAdminSession());

let postgres: TestPostgres | undefined;
afterAll(() => postgres?.stop());
unreadCountSuite(
  "PostgreSQL",
  async () => {
    postgres = await startPostgres();
    return startAdminSession({ DATABASE_URL: await postgres.freshDatabase() });
  },
  { skipBecause: postgresSkipReason },
);
