import { describe, expect, it } from "vitest";
import { compareStatus, statusAnswerOf, type StatusAnswer, type StatusMemory } from "./statusChanges";

type State = StatusAnswer["monitors"][number]["state"];

/** An answer with monitors `Web` (1), `Mail` (2), … in the states given, and the incidents given. */
function answer(states: State[], incidents: StatusAnswer["incidents"] = []): StatusAnswer {
  const names = ["Web", "Mail", "DNS", "Backups", "VPS"];
  return { monitors: states.map((state, index) => ({ id: index + 1, name: names[index], state })), incidents };
}

/** Feeds the answers one after another, as polls would, and answers every notice's title. */
function titlesAfter(...answers: StatusAnswer[]): string[] {
  let memory: StatusMemory | null = null;
  const titles: string[] = [];
  for (const next of answers) {
    const result = compareStatus("Brand A", memory, next);
    titles.push(...result.notices.map((notice) => notice.title));
    memory = result.memory;
  }
  return titles;
}

const incident = (id: number, title: string, resolved = false) => ({
  id,
  title,
  impact: "major" as const,
  resolved_at: resolved ? "2026-11-01T10:00:00.000Z" : null,
});

describe("compareStatus", () => {
  it("records the first answer without a word, whatever it shows", () => {
    const result = compareStatus("Brand A", null, answer(["down", "up"], [incident(1, "Mail delayed")]));
    expect(result.notices).toEqual([]);
    expect([...result.memory.monitors]).toEqual([
      [1, "down"],
      [2, "up"],
    ]);
    expect([...result.memory.openIncidents]).toEqual([1]);
  });

  it("says a monitor is down, then back up, naming it and the site, once each", () => {
    let memory = compareStatus("Brand A", null, answer(["up", "up"])).memory;
    const down = compareStatus("Brand A", memory, answer(["down", "up"]));
    expect(down.notices).toEqual([{ title: "Web is down", body: "On Brand A" }]);
    memory = down.memory;
    expect(compareStatus("Brand A", memory, answer(["down", "up"])).notices).toEqual([]);
    expect(compareStatus("Brand A", memory, answer(["up", "up"])).notices).toEqual([{ title: "Web is back up", body: "On Brand A" }]);
  });

  it("looks through maintenance and unknown: neither is a down, and the state before them counts", () => {
    expect(titlesAfter(answer(["up"]), answer(["maintenance"]), answer(["up"]))).toEqual([]);
    expect(titlesAfter(answer(["up"]), answer(["maintenance"]), answer(["down"]))).toEqual(["Web is down"]);
    expect(titlesAfter(answer(["up"]), answer(["unknown"]), answer(["down"]))).toEqual(["Web is down"]);
    expect(titlesAfter(answer(["down"]), answer(["unknown"]), answer(["down"]), answer(["maintenance"]), answer(["up"]))).toEqual(["Web is back up"]);
  });

  it("says nothing about a monitor seen for the first time, or one no longer shown; one shown again starts afresh", () => {
    const two = answer(["up", "up"]);
    const webOnly = { ...two, monitors: two.monitors.slice(0, 1) };
    const mailDown = answer(["up", "down"]);
    expect(titlesAfter(webOnly, mailDown)).toEqual([]);
    expect(titlesAfter(two, webOnly)).toEqual([]);
    expect(titlesAfter(two, webOnly, mailDown, answer(["up", "up"]))).toEqual(["Mail is back up"]);
    expect(titlesAfter(answer(["unknown"]), answer(["down"]), answer(["up"]))).toEqual(["Web is back up"]);
  });

  it("announces an incident when it opens (new, newly shown or reopened), never a resolved one", () => {
    const open = incident(7, "Mail delayed");
    const resolved = incident(7, "Mail delayed", true);
    let memory = compareStatus("Brand A", null, answer(["up"], [incident(3, "Old outage", true)])).memory;
    const opened = compareStatus("Brand A", memory, answer(["up"], [open, incident(3, "Old outage", true), incident(4, "Recorded afterwards", true)]));
    expect(opened.notices).toEqual([{ title: "Incident: Mail delayed", body: "Major impact, on Brand A" }]);
    memory = opened.memory;
    expect(compareStatus("Brand A", memory, answer(["up"], [open])).notices).toEqual([]);
    memory = compareStatus("Brand A", memory, answer(["up"], [resolved])).memory;
    expect(compareStatus("Brand A", memory, answer(["up"], [open])).notices.map((n) => n.title)).toEqual(["Incident: Mail delayed"]);
  });

  it("puts the worst news first and sums up beyond three", () => {
    const before = answer(["up", "up", "down", "up", "up"]);
    const after = answer(["down", "down", "up", "down", "up"], [incident(9, "Network trouble")]);
    const result = compareStatus("Brand A", compareStatus("Brand A", null, before).memory, after);
    expect(result.notices).toEqual([
      { title: "Web is down", body: "On Brand A" },
      { title: "Mail is down", body: "On Brand A" },
      { title: "Backups is down", body: "On Brand A" },
      { title: "Status changes on Brand A", body: "2 more changes on the status page" },
    ]);
  });

  it("keeps names and titles to one short line", () => {
    const memory = compareStatus("Brand A", null, { monitors: [{ id: 5, name: "Web", state: "up" }], incidents: [] }).memory;
    const result = compareStatus("Brand A", memory, {
      monitors: [{ id: 5, name: " Web\n\u2028servers ", state: "down" }],
      incidents: [{ id: 1, title: `Slow ${"x".repeat(200)}`, impact: "critical", resolved_at: null }],
    });
    expect(result.notices[0].title).toBe("Web servers is down");
    expect(result.notices[1].title).toMatch(/^Incident: Slow x+…$/);
    expect(result.notices[1].title.length).toBeLessThanOrEqual("Incident: ".length + 80);
    expect(result.notices[1].body).toBe("Critical impact, on Brand A");
  });
});

describe("statusAnswerOf", () => {
  it("keeps the monitors and incidents of an answer, skipping entries that are not one", () => {
    expect(
      statusAnswerOf({
        overall: "up",
        monitors: [{ id: 1, name: "Web", state: "up", days: [] }, { id: "2", name: "Mail", state: "up" }, { id: 3, name: "DNS", state: "sideways" }, null],
        incidents: [{ id: 4, title: "Slow", impact: "minor", resolved_at: null }, { id: 5, title: 5, resolved_at: null }, "x"],
      }),
    ).toEqual({
      monitors: [{ id: 1, name: "Web", state: "up", days: [] }],
      incidents: [{ id: 4, title: "Slow", impact: "minor", resolved_at: null }],
    });
  });

  it("answers null for anything but the status page's data", () => {
    for (const body of [null, "text", [], { monitors: [] }, { incidents: [] }, { monitors: {}, incidents: [] }]) expect(statusAnswerOf(body)).toBeNull();
  });
});
