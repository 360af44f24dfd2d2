import { describe, expect, it } from "vitest";
import { noticesFor, submissionsOf, unannounced, type SubmissionSummary } from "./newMessages";

const sub = (id: number, extra: Partial<SubmissionSummary> = {}): SubmissionSummary => ({
  id,
  name: `Visitor ${id}`,
  email: `v${id}@example.com`,
  subject: `Subject ${id}`,
  is_read: false,
  ...extra,
});

describe("new-message notifications", () => {
  it("keeps only unread submissions newer than the last announced one, newest first", () => {
    expect(unannounced([sub(3), sub(5), sub(4, { is_read: true }), sub(2), sub(6)], 3).map((s) => s.id)).toEqual([6, 5]);
  });

  it("skips anything in a list answer that is not a submission", () => {
    const body = { submissions: [sub(1), { id: "2", name: "x", subject: "y", is_read: false }, null, { id: 3 }, sub(4)] };
    expect(submissionsOf(body).map((s) => s.id)).toEqual([1, 4]);
    expect(submissionsOf(null)).toEqual([]);
    expect(submissionsOf({ submissions: "no" })).toEqual([]);
  });

  it("shows one line of the sender and the subject, cut to a sane length, never control characters", () => {
    const [notice] = noticesFor("Brand A", [sub(1, { name: "Eve\u0007\n<script>", subject: "x".repeat(200) })]);
    expect(notice.title).toBe("New message on Brand A");
    expect(notice.body).toMatch(/^From Eve <script>: x{79}…$/);
    expect(noticesFor("B", [sub(2, { name: "  ", subject: "" })])[0].body).toBe("From v2@example.com: (no subject)");
  });

  it("announces at most three one by one, then one summary", () => {
    expect(noticesFor("B", [sub(5), sub(4), sub(3), sub(2)]).map((n) => n.body)).toEqual([
      "From Visitor 5: Subject 5",
      "From Visitor 4: Subject 4",
      "From Visitor 3: Subject 3",
      "1 more new message",
    ]);
    expect(noticesFor("B", [])).toEqual([]);
  });
});
