import pino, { type DestinationStream } from "pino";

/** Request lines wait at most this long when traffic is low (under load their queue fills sooner). */
const FLUSH_MS = 100;

/** Lines kept as their raw values until their batch goes out. */
export interface LineQueue<Raw> {
  /** Keeps one line's values; true when the queue is full and its lines should go out now. */
  add(raw: Raw): boolean;
  /** The waiting lines as text, in the order they were added ("" when none wait); empties the queue. */
  drain(): string;
}

/** Where log lines go: whole lines, written at once, or raw values formatted when their batch goes out. */
export interface LineBatch<Raw> extends DestinationStream {
  /** Writes the line now, after the lines still waiting. */
  write(line: string): void;
  /** Queues a line as its raw values: it is formatted when the batch goes out, in its place among the other lines. */
  writeLater(raw: Raw): void;
}

/**
 * Log lines for stdout. Only request lines wait: they are queued with writeLater and go out together when their
 * queue is full or after at most 100 ms, so under load one write carries hundreds of them and a request line
 * costs little more than keeping its values (one tight loop formats them much more cheaply than formatting a
 * line between two requests). Every other line (start-up and shutdown, warnings, errors, the one-time admin
 * password) is written at once with write(), after the request lines still waiting, so the order stays as
 * written: when the server answers, or is killed (kill -9, out of memory) right after such a line, it is in the
 * log. The text is encoded to UTF-8 once per write.
 * Writes are synchronous through pino's writer (sonic-boom: retries when a pipe is full, finishes partial
 * writes), so nothing is ever half-written when the process exits: at exit (process.exit, a crash, the end of a
 * command-line tool) the waiting request lines are written too.
 */
export function batchedStdout<Raw>(queue: LineQueue<Raw>): LineBatch<Raw> {
  // sonic-boom takes Buffers in this mode (pino's type says string).
  const writer = pino.destination({ dest: 1, sync: true, contentMode: "buffer" }) as unknown as { write(data: Buffer): boolean };
  const flush = () => {
    const text = queue.drain();
    if (text !== "") writer.write(Buffer.from(text));
  };
  process.on("exit", flush);
  setInterval(flush, FLUSH_MS).unref();
  return {
    write(line: string) {
      writer.write(Buffer.from(queue.drain() + line));
    },
    writeLater(raw: Raw) {
      if (queue.add(raw)) flush();
    },
  };
}
