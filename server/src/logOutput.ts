import pino, { type DestinationStream } from "pino";

/** A batch goes out when it is full, or after FLUSH_MS when traffic is low. */
const BATCH_BYTES = 64 * 1024;
const FLUSH_MS = 100;

/**
 * Log lines for stdout in batches: under load one write carries hundreds of lines, so a request line costs
 * about as much as formatting it. Each line is copied into the batch's buffer at once, so the line's string is
 * short-lived garbage instead of a string kept alive until the batch goes out. Lines wait at most 100 ms.
 * A batch is written synchronously by pino's writer (sonic-boom: retries when a pipe is full, finishes
 * partial writes), so nothing is ever half-written when the process exits: at exit (process.exit, a crash, the
 * end of a command-line tool) the waiting lines are written too.
 */
export function batchedStdout(): DestinationStream {
  let batch = Buffer.allocUnsafe(BATCH_BYTES);
  let used = 0;
  const flush = () => {
    if (used === 0) return;
    const full = batch.subarray(0, used);
    batch = Buffer.allocUnsafe(BATCH_BYTES);
    used = 0;
    writer.write(full);
  };
  // sonic-boom takes Buffers in this mode (pino's type says string).
  const writer = pino.destination({ dest: 1, sync: true, contentMode: "buffer" }) as unknown as { write(data: Buffer): boolean };
  process.on("exit", flush);
  setInterval(flush, FLUSH_MS).unref();
  return {
    write(line: string) {
      // A UTF-16 unit takes at most 3 bytes in UTF-8: checking the length saves measuring every line.
      if (used + line.length * 3 > BATCH_BYTES) {
        flush();
        if (line.length * 3 > BATCH_BYTES) {
          writer.write(Buffer.from(line));
          return;
        }
      }
      used += batch.write(line, used);
    },
  };
}
