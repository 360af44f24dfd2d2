/** One-line logs on stdout/stderr. Never pass secrets or request bodies here. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export const consoleLogger: Logger = {
  info: (message) => console.log(`${new Date().toISOString()} ${message}`),
  warn: (message) => console.warn(`${new Date().toISOString()} WARN ${message}`),
  error: (message, error) =>
    console.error(`${new Date().toISOString()} ERROR ${message}`, ...(error instanceof Error ? [error.stack ?? error.message] : [])),
};

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
