import type { LineQueue } from "./logOutput";
import { requestLineJson, type RequestLine } from "./requestLineJson";

/**
 * Request lines waiting for their batch, kept column by column (numbers in typed arrays, strings in arrays made
 * once) rather than as one object per line. Under load the young-generation garbage collector runs every few
 * hundred requests and copies whatever is still alive: a waiting line then costs it only its request id, since
 * a path equal to the line before's keeps that line's string.
 */
export class RequestLineQueue implements LineQueue<RequestLine> {
  private length = 0;
  private readonly ids: RequestLine["request_id"][];
  private readonly methods: string[];
  private readonly paths: string[];
  private readonly queries: string[];
  private readonly statuses: Uint16Array;
  private readonly durations: Float64Array;
  private readonly times: Float64Array;
  /** The one object each waiting line is formatted from in turn. */
  private readonly line: RequestLine = { request_id: undefined, method: "", path: "", query: "", status: 0, ms: 0, time: 0 };

  constructor(private readonly capacity: number) {
    this.ids = Array.from({ length: capacity }, () => undefined);
    this.methods = Array.from({ length: capacity }, () => "");
    this.paths = Array.from({ length: capacity }, () => "");
    this.queries = Array.from({ length: capacity }, () => "");
    this.statuses = new Uint16Array(capacity);
    this.durations = new Float64Array(capacity);
    this.times = new Float64Array(capacity);
  }

  add(line: RequestLine): boolean {
    const at = this.length++;
    const previousPath = at > 0 ? this.paths[at - 1] : "";
    this.ids[at] = line.request_id;
    this.methods[at] = line.method;
    this.paths[at] = line.path === previousPath ? previousPath : line.path;
    this.queries[at] = line.query;
    this.statuses[at] = line.status;
    this.durations[at] = line.ms;
    this.times[at] = line.time;
    return this.length >= this.capacity;
  }

  drain(): string {
    if (this.length === 0) return "";
    const line = this.line;
    let text = "";
    for (let at = 0; at < this.length; at++) {
      line.request_id = this.ids[at];
      line.method = this.methods[at];
      line.path = this.paths[at];
      line.query = this.queries[at];
      line.status = this.statuses[at];
      line.ms = this.durations[at];
      line.time = this.times[at];
      text += requestLineJson(line);
    }
    // Lets the strings go: a string kept here would outlive its young-generation collection for nothing.
    this.ids.fill(undefined, 0, this.length);
    this.paths.fill("", 0, this.length);
    this.queries.fill("", 0, this.length);
    this.length = 0;
    return text;
  }
}
