import pino, { type DestinationStream, type Level } from "pino";
import pretty from "pino-pretty";
import { batchedStdout, type LineBatch } from "./logOutput";
import { timeField } from "./logTime";
import { requestLineJson, type RequestLine } from "./requestLineJson";
import { RequestLineQueue } from "./requestLineQueue";
import { currentRequestId } from "./requestScope";

/** Request lines wait for their batch in a queue of this many (see batchedStdout). */
const QUEUED_REQUEST_LINES = 500;

/** Extra structured fields of one log line. Never put secrets, tokens or request bodies here. */
type LogFields = Record<string, unknown>;

/** The server's logger: one line per call (a JSON object, or readable text on a terminal). */
export interface Logger {
  /** For what is normal but can help find a problem (e.g. a client that went away mid-answer); off by default. */
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, error?: unknown, fields?: LogFields): void;
  /** The "request" line of one answered request, at level info. */
  request(line: RequestLine): void;
}

/** LOG_LEVEL's values, most severe first: each keeps the lines of its level and the ones before it. */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = Level | "silent";
/** LOG_FORMAT: "json" (one JSON object per line) or "pretty" (readable). */
export type LogFormat = "json" | "pretty";

export interface LoggerOptions {
  /** Default info. */
  level?: LogLevel;
  /** Default pretty on a terminal, else JSON. */
  format?: LogFormat;
  /** Where lines go (default stdout); tests pass a stream to read them back. */
  destination?: DestinationStream & NodeJS.WritableStream;
  /** Whether stdout is a terminal (decides the default format and colours). */
  isTTY?: boolean;
}

/**
 * Structured logs with pino. JSON lines carry level, time, msg and the request id of the request being served
 * (taken from the request scope, so every line written while handling a request has it, whoever writes it).
 * On stdout every JSON line is written at once except request lines, which only keep their values until their
 * batch is formatted and written (see batchedStdout).
 */
export function createLogger(options: LoggerOptions = {}): Logger {
  const level = options.level ?? "info";
  const isTTY = options.isTTY ?? Boolean(process.stdout.isTTY);
  const format = options.format ?? (isTTY ? "pretty" : "json");
  const destination: DestinationStream | LineBatch<RequestLine> =
    format === "pretty"
      ? pretty({
          destination: options.destination ?? 1,
          colorize: isTTY && !options.destination,
          sync: true,
          translateTime: "SYS:yyyy-mm-dd HH:MM:ss.l",
          ignore: "method,path,query,status,ms",
          messageFormat: (line, messageKey) =>
            line.method ? `${line.method} ${line.path}${line.query ? `?${line.query}` : ""} ${line.status} ${line.ms}ms` : String(line[messageKey] ?? ""),
          singleLine: true,
        })
      : (options.destination ?? batchedStdout(new RequestLineQueue(QUEUED_REQUEST_LINES)));
  const base = pino(
    {
      level,
      base: undefined,
      timestamp: timeField,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: serializeError },
      // Lines written while a request is handled get its id (request lines bring their own).
      mixin: (fields: object) => {
        if ((fields as LogFields).request_id !== undefined) return NOTHING_TO_ADD;
        const requestId = currentRequestId();
        return requestId === undefined ? NOTHING_TO_ADD : { request_id: requestId };
      },
      mixinMergeStrategy: (fields: object, added: object) => (added === NOTHING_TO_ADD ? fields : Object.assign(added, fields)),
    },
    destination,
  );
  return wrap(base, format === "json" ? jsonRequestLine(base, destination) : undefined);
}

/** The request line in JSON (see requestLineJson). On stdout only its values are kept until the batch goes out. */
function jsonRequestLine(base: pino.Logger, destination: DestinationStream | LineBatch<RequestLine>): (line: RequestLine) => void {
  if (!base.isLevelEnabled("info")) return () => {};
  if ("writeLater" in destination) return (line) => destination.writeLater(line);
  return (line) => destination.write(requestLineJson(line));
}

/** What an error line keeps: never the raw request bytes (a parse error's `rawPacket` holds headers and tokens). */
const ERROR_FIELDS = ["type", "message", "stack", "code", "errno", "syscall", "status", "statusCode"] as const;

function serializeError(error: Error): Record<string, unknown> {
  const full = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  for (const field of ERROR_FIELDS) if (full[field] !== undefined) kept[field] = full[field];
  return kept;
}

const NOTHING_TO_ADD = Object.freeze({});

function wrap(base: pino.Logger, request?: (line: RequestLine) => void): Logger {
  return {
    request: request ?? (({ query, time: _sent, ...fields }) => base.info(query === "" ? fields : { ...fields, query }, "request")),
    debug: (message, fields) => (fields ? base.debug(fields, message) : base.debug(message)),
    info: (message, fields) => (fields ? base.info(fields, message) : base.info(message)),
    warn: (message, fields) => (fields ? base.warn(fields, message) : base.warn(message)),
    error: (message, error, fields) => {
      if (error === undefined) base.error(fields ?? {}, message);
      else base.error({ ...fields, err: error instanceof Error ? error : new Error(String(error)) }, message);
    },
  };
}

/**
 * The process's logger on stdout, as LOG_LEVEL and LOG_FORMAT say (read by loadConfig). Made once per process by
 * its entry point: the server and each command-line tool.
 */
export function stdoutLogger(settings: { logLevel: LogLevel; logFormat: LogFormat }): Logger {
  return createLogger({ level: settings.logLevel, format: settings.logFormat });
}

export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {}, request() {} };
