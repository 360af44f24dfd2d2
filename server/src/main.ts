import { loadConfig, type Config } from "./config";
import { StartupError } from "./errors";
import { createLogger, stdoutLogger, type Logger } from "./logging/logger";
import { buildServer, closeHttpServer } from "./server";

/** The server: read config, build, listen, and shut down gracefully on SIGTERM/SIGINT. */
async function main(config: Config, logger: Logger): Promise<void> {
  const site = await buildServer(config, logger);
  const server = site.app.listen(config.port, config.host, () => {
    logger.info(`listening on http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${config.port} (data in ${config.dataDir})`);
  });
  server.keepAliveTimeout = 65_000;
  server.on("error", (error: NodeJS.ErrnoException) => {
    logger.error(error.code === "EADDRINUSE" ? `port ${config.port} is already in use (set PORT to another port)` : `cannot listen: ${error.message}`);
    process.exit(1);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received: finishing in-flight requests`);
    await closeHttpServer(server);
    await site.close();
    logger.info("stopped cleanly");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  // Without a configuration the log keeps its defaults: level info, JSON unless on a terminal.
  createLogger().error(`Refusing to start: ${(error as Error).message}`);
  process.exit(1);
}
const logger = stdoutLogger(config);

main(config, logger).catch((error: unknown) => {
  if (error instanceof StartupError) {
    logger.error(error.message);
  } else {
    logger.error("failed to start", error);
  }
  process.exit(1);
});
