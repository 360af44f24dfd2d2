import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";

/** A plain HTTP server on a free port of 127.0.0.1, standing in for a site that answers oddly or not at all. */
export interface LocalServer {
  origin: string;
  /** Stops it, dropping connections still open (a server that never answers keeps them). */
  close(): void;
}

export async function startLocalServer(handler: RequestListener): Promise<LocalServer> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
