import { parentPort } from "node:worker_threads";
import type { PageRenderDone, PageRenderJob } from "../../../common/renderWorkerProtocol";
import { renderPieces } from "./entry-server";

/**
 * A page render worker (built as dist/ssr/render-worker.js, run in a worker thread by the server's
 * PageRenderPool): renders each page it is sent as the server's `render` would, off the server's event loop, and
 * answers its markup and head tags or the error. They go back as UTF-8 bytes, handed over without a copy: the
 * encoding of a page of megabytes is done here too, not on the event loop, piece by piece (markupPieces.tsx).
 */
const encoder = new TextEncoder();

/** The pieces as one run of UTF-8 bytes. */
function encodePieces(pieces: readonly string[]): Uint8Array {
  const encoded = pieces.map((piece) => encoder.encode(piece));
  const bytes = new Uint8Array(encoded.reduce((length, piece) => length + piece.length, 0));
  let at = 0;
  for (const piece of encoded) {
    bytes.set(piece, at);
    at += piece.length;
  }
  return bytes;
}

parentPort?.on("message", (job: PageRenderJob) => {
  let done: PageRenderDone;
  let transfer: ArrayBuffer[] = [];
  try {
    const page = renderPieces(job.data, job.address, new Map(job.markdown));
    const html = encodePieces(page.html);
    const head = encodePieces(page.head);
    done = { id: job.id, page: { html, head, lang: page.lang } };
    transfer = [html.buffer as ArrayBuffer, head.buffer as ArrayBuffer];
  } catch (error) {
    done = { id: job.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort?.postMessage(done, transfer);
});
