import pino, { type DestinationStream } from "pino";

/** A batch goes out when it holds about 64 KB of text or its queue is full, or after FLUSH_MS when traffic is low. */
const BATCH_CHARS = 64 * 1024;
const FLUSH_MS = 100;

/** Lines kept as their raw values until their batch goes out. */
export interface LineQueue<Raw> {
  /** Keeps one line's values; true when the queue is full and its lines should go out now. */
  add(raw: Raw): boolean;
  /** The waiting lines as text, in the order they were added ("" when none wait); empties the queue. */
  drain(): string;
}

/** Where log lines go: whole lines, or raw values formatted when their batch goes out. */
export interface LineBatch<Raw> extends DestinationStream {
  write(line: string): void;
  /** Queues a line as its raw values: it is formatted when the batch goes out, in its place among the other lines. */
  writeLater(raw: Raw): void;
}

/**
 * Log lines for stdout in batches: under load one write carries hundreds of lines, so a request line costs
 * little more than keeping its values. Lines queued with writeLater are formatted together when the batch goes
 * out (one tight loop is much cheaper than formatting a line between two requests), and before any line written
 * with write(), so the order stays as written. The batch is joined as text (joining strings only links them)
 * and encoded to UTF-8 once. Lines wait at most 100 ms.
 * A batch is written synchronously by pino's writer (sonic-boom: retries when a pipe is full, finishes
 * partial writes), so nothing is ever half-written when the process exits: at exit (process.exit, a crash, the
 * end of a command-line tool) the waiting lines are written too.
 */
export function batchedStdout<Raw>(queue: LineQueue<Raw>): LineBatch<Raw> {
  let batch = "";
  const flush = () => {
    batch += queue.drain();
    if (batch === "") return;
    const text = batch;
    batch = "";
    writer.write(Buffer.from(text));
  };
  // sonic-boom takes Buffers in this mode (pino's type says string).
  const writer = pino.destination({ dest: 1, sync: true, contentMode: "buffer" }) as unknown as { write(data: Buffer): boolean };
  process.on("exit", flush);
  setInterval(flush, FLUSH_MS).unref();
  return {
    write(line: string) {
      batch += queue.drain();
      batch += line;
      if (batch.length >= BATCH_CHARS) flush();
    },
    writeLater(raw: Raw) {
      if (queue.add(raw)) flush();
    },
  };
}
