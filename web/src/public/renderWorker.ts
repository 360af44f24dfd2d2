import { parentPort } from "node:worker_threads";
import type { PageRenderDone, PageRenderJob } from "../../../common/renderWorkerProtocol";
import { render } from "./entry-server";

/**
 * A page render worker (built as dist/ssr/render-worker.js, run in a worker thread by the server's
 * PageRenderPool): renders each page it is sent with the same `render` the server would call itself, off the
 * server's event loop, and answers its markup or the error. The markup goes back as UTF-8 bytes, handed over
 * without a copy: the encoding of a page of megabytes is done here too, not on the event loop.
 */
const encoder = new TextEncoder();

parentPort?.on("message", (job: PageRenderJob) => {
  let done: PageRenderDone;
  let transfer: ArrayBuffer[] = [];
  try {
    const page = render(job.data, job.address, new Map(job.markdown));
    const html = encoder.encode(page.html);
    done = { id: job.id, page: { ...page, html } };
    transfer = [html.buffer as ArrayBuffer];
  } catch (error) {
    done = { id: job.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort?.postMessage(done, transfer);
});
