import { describe, expect, it } from "vitest";
import { checkedRequestId } from "./requestIds";
import { requestLineJson, type RequestLine } from "./requestLineJson";
import { RequestLineQueue } from "./requestLineQueue";

const sent = Date.parse("2026-05-01T10:00:00.123Z");

function lineOf(n: number, changes: Partial<RequestLine> = {}): RequestLine {
  return { request_id: checkedRequestId(`req-${n}`), method: "GET", path: `/p/${n}`, query: "", status: 200, ms: n / 10, time: sent + n, ...changes };
}

describe("RequestLineQueue", () => {
  it("says when it is full, and gives back its lines as JSON in the order they came", () => {
    const queue = new RequestLineQueue(3);
    const lines = [lineOf(1), lineOf(2, { method: "POST", path: '/a"b/größe', query: "q=\n", status: 404 }), lineOf(3, { request_id: undefined })];
    expect(lines.map((line) => queue.add(line))).toEqual([false, false, true]);
    expect(queue.drain()).toBe(lines.map(requestLineJson).join(""));
    expect(queue.drain()).toBe("");
  });

  it("starts afresh after a drain, and keeps what each line had even when the caller reuses its object", () => {
    const queue = new RequestLineQueue(500);
    queue.add(lineOf(1));
    queue.drain();
    const reused = lineOf(2);
    const expected: string[] = [];
    for (let n = 2; n < 7; n++) {
      Object.assign(reused, lineOf(n, { path: n < 5 ? "/same" : `/p/${n}` }));
      expected.push(requestLineJson(reused));
      queue.add(reused);
    }
    const text = queue.drain();
    expect(text).toBe(expected.join(""));
    expect(
      text
        .split("\n")
        .slice(0, -1)
        .map((line) => JSON.parse(line).path),
    ).toEqual(["/same", "/same", "/same", "/p/5", "/p/6"]);
  });
});
