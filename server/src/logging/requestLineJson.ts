import { timeField } from "./logTime";
import type { RequestId } from "./requestIds";

/** What the line written for every answered request holds (never bodies, headers or tokens). */
export interface RequestLine {
  request_id: RequestId | undefined;
  method: string;
  path: string;
  /** The loggable query string; "" leaves the field out. */
  query: string;
  status: number;
  ms: number;
  /** When the answer was sent (milliseconds since the epoch, as Date.now()). */
  time: number;
}

/**
 * One request line as JSON text: the same line pino would write (level, time, fields, msg) for a fraction of
 * the cost, because it is written for every request. Strings that could hold a quote, a backslash, control or
 * non-ASCII characters (a path, a query) go through JSON.stringify, so nothing can break out of the line; the
 * usual plain ones, and the request id (a RequestId holds none of those), are copied as they are.
 */
export function requestLineJson(line: RequestLine): string {
  const id = line.request_id === undefined ? "" : `,"request_id":"${line.request_id}"`;
  const query = line.query === "" ? "" : `,"query":${jsonString(line.query)}`;
  return `{"level":"info"${timeField(line.time)}${id},"method":${methodJson(line.method)},"path":${pathJson(line.path)}${query},"status":${line.status},"ms":${msJson(line.ms)},"msg":"request"}\n`;
}

/** Milliseconds to one decimal as JSON text, built from whole numbers: V8 turns those into text much faster than fractions. */
function msJson(ms: number): string {
  const tenths = Math.round(ms * 10);
  const whole = Math.trunc(tenths / 10);
  const tenth = tenths - whole * 10;
  return tenth === 0 ? `${whole}` : `${whole}.${tenth}`;
}

/** jsonString that remembers the last text it was given: a request line's method and path mostly repeat the line before's. */
function rememberingJsonString(): (text: string) => string {
  let last = "";
  let lastJson = '""';
  return (text) => {
    if (text !== last) {
      last = text;
      lastJson = jsonString(text);
    }
    return lastJson;
  };
}

const methodJson = rememberingJsonString();
const pathJson = rememberingJsonString();

/** Printable ASCII without quote or backslash: the same in JSON as it is. */
const PLAIN_TEXT = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

function jsonString(text: string): string {
  return PLAIN_TEXT.test(text) ? `"${text}"` : JSON.stringify(text);
}
