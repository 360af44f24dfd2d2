import pino, { type DestinationStream } from "pino";

/** A batch goes out when it reaches this size, or after FLUSH_MS when traffic is low. */
const BATCH_BYTES = 16 * 1024;
const FLUSH_MS = 100;

/**
 * Log lines for stdout, handed to pino's asynchronous writer (sonic-boom) in batches: under load one write
 * carries dozens of lines, so a request line costs about as much as formatting it. Lines wait at most 100 ms;
 * at exit (process.exit, a crash, the end of a command-line tool) what is waiting is written synchronously.
 */
export function batchedStdout(): DestinationStream {
  let lines: string[] = [];
  let size = 0;
  const flush = () => {
    if (size === 0) return;
    const batch = lines.join("");
    lines = [];
    size = 0;
    writer.write(batch);
  };
  // Registered before the writer exists, so this runs before the writer's own exit hook writes out its buffer.
  process.on("exit", flush);
  const writer = pino.destination({ dest: 1, sync: false });
  setInterval(flush, FLUSH_MS).unref();
  return {
    write(line: string) {
      lines.push(line);
      size += line.length;
      if (size >= BATCH_BYTES) flush();
    },
  };
}
