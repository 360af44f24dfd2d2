import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A reverse proxy in front of a real test server that can be cut off and restored, so a test sees a site
 * disappear (connections refused mid-session) and come back at the same address.
 */
export interface SwitchableProxy {
  origin: string;
  /** From now on every connection is dropped, as when the network or the site is gone. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startSwitchableProxy(target: string): Promise<SwitchableProxy> {
  let up = true;
  const targetUrl = new URL(target);
  const server: Server = createServer((req, res) => {
    if (!up) return void req.socket.destroy();
    const forwarded = request(
      { host: targetUrl.hostname, port: targetUrl.port, method: req.method, path: req.url, headers: { ...req.headers, host: targetUrl.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on("error", () => res.destroy());
    req.pipe(forwarded);
  });
  server.on("connection", (socket) => {
    if (!up) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cut: () => {
      up = false;
      server.closeAllConnections();
    },
    restore: () => {
      up = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
