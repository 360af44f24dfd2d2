import { Writable } from "node:stream";
import { createLogger, type LoggerOptions } from "../src/logging/logger";

/** The real logger (JSON unless told otherwise), writing into memory: `lines` as written, `parsed()` as objects. */
export function capturedLogger(options: LoggerOptions = {}) {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const logger = createLogger({ format: "json", ...options, destination });
  return { logger, lines, parsed: () => lines.map((line) => JSON.parse(line) as Record<string, any>) };
}
