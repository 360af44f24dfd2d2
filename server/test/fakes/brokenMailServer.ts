import { createServer, type AddressInfo, type Socket } from "node:net";

/**
 * A port where something other than a working mail server answers: `reset` greets, then drops the connection
 * with a TCP reset when the client speaks (it reads ECONNRESET, as behind a firewall that cuts mail connections);
 * `close` hangs up before any greeting (the client sees "Connection closed unexpectedly").
 */
export async function startBrokenMailServer(behaviour: "reset" | "close"): Promise<{ port: number; stop(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    if (behaviour === "close") return void socket.end();
    socket.write("220 mail.example.test ESMTP Postfix\r\n");
    socket.once("data", () => socket.resetAndDestroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
