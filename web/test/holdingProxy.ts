import { createServer, request, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A test server in front of the real one that can hold answers back: every request is passed on at once, but
 * the answer to a request matching a held rule is kept until the test releases it. This makes answers arrive
 * out of order on purpose (a slow page 1 after a quick page 2), without timing guesses.
 */
export interface HoldingProxy {
  url: string;
  /** Holds the answers to requests whose path and query match; answers a handle to release them. */
  hold(matches: (url: URL) => boolean): Hold;
  close(): Promise<void>;
}

interface Hold {
  /** Resolves once a matching request has arrived and its answer is being held. */
  caught(): Promise<void>;
  /** Lets the held answers (and any later matching ones) through; resolves once they have been sent. */
  release(): Promise<void>;
}

export async function startHoldingProxy(target: string): Promise<HoldingProxy> {
  const holds: { matches: (url: URL) => boolean; state: HoldState }[] = [];
  const server: Server = createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? "/", target);
    const upstream = request(url, { method: incoming.method, headers: { ...incoming.headers, host: url.host } }, (answer: IncomingMessage) => {
      const send = () =>
        new Promise<void>((resolve) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          outgoing.on("finish", resolve);
          outgoing.on("close", resolve);
        });
      const hold = holds.find((h) => !h.state.released && h.matches(url));
      if (hold) hold.state.held.push(send);
      else void send();
      hold?.state.onCaught();
    });
    upstream.on("error", () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hold(matches) {
      const state = new HoldState();
      holds.push({ matches, state });
      return {
        caught: () => state.caught,
        async release() {
          state.released = true;
          await Promise.all(state.held.splice(0).map((send) => send()));
        },
      };
    },
    async close() {
      for (const { state } of holds) {
        state.released = true;
        for (const send of state.held.splice(0)) void send();
      }
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

class HoldState {
  released = false;
  held: (() => Promise<void>)[] = [];
  onCaught: () => void = () => {};
  caught = new Promise<void>((resolve) => (this.onCaught = resolve));
}
