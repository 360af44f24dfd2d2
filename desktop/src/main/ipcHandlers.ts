import { INVOKE_CHANNELS, type InvokeArgs, type InvokeChannel, type InvokeResult } from "../common/ipc";
import { DESKTOP_APP_ORIGIN, originOf } from "../../../common/origin";
import { MAX_TOKEN_LENGTH } from "./tokenVault";

/** The part of IpcMainInvokeEvent the sender check reads. */
export interface InvokeEventLike {
  sender: { id: number };
  senderFrame: { url: string; parent: unknown } | null;
}

/** The part of ipcMain the handlers use. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: InvokeEventLike, ...args: unknown[]) => unknown): void;
  removeHandler(channel: string): void;
}

export type InvokeHandlers = {
  [C in InvokeChannel]: (...args: InvokeArgs<C>) => InvokeResult<C> | Promise<InvokeResult<C>>;
};

/**
 * A message is trusted only when it comes from the top frame of one of the app's own windows, showing the
 * app's own page (app://admin). Anything else (another WebContents, a subframe, a page that somehow navigated
 * elsewhere, a destroyed frame) is refused.
 */
export function isTrustedSender(event: InvokeEventLike, trustedWebContentsIds: () => Iterable<number>): boolean {
  const frame = event.senderFrame;
  if (frame === null || frame.parent !== null) return false;
  if (originOf(frame.url) !== DESKTOP_APP_ORIGIN) return false;
  for (const id of trustedWebContentsIds()) if (id === event.sender.id) return true;
  return false;
}

const isShortString =
  (max: number) =>
  (value: unknown): value is string =>
    typeof value === "string" && value.length > 0 && value.length <= max;
const isName = (value: unknown): value is string => typeof value === "string" && value.length <= 200;
const isId = isShortString(100);
const none = (args: unknown[]): args is [] => args.length === 0;

/** Runtime shape of each channel's arguments (the renderer is not trusted to send what the types say). */
const ARGUMENT_CHECKS: { [C in InvokeChannel]: (args: unknown[]) => args is InvokeArgs<C> } = {
  "config:get": none,
  "server:check": (args): args is [string] => args.length === 1 && isShortString(2_048)(args[0]),
  "profile:add": (args): args is [string, string] => args.length === 2 && isName(args[0]) && isShortString(2_048)(args[1]),
  "profile:switch": (args): args is [string] => args.length === 1 && isId(args[0]),
  "profile:remove": (args): args is [string] => args.length === 1 && isId(args[0]),
  "token:get": none,
  "token:set": (args): args is [string] => args.length === 1 && isShortString(MAX_TOKEN_LENGTH)(args[0]),
  "token:clear": none,
  "settings:set-notifications": (args): args is [boolean] => args.length === 1 && typeof args[0] === "boolean",
  "settings:set-status-notifications": (args): args is [boolean] => args.length === 1 && typeof args[0] === "boolean",
  "connection:check": none,
  "updates:check": none,
};

export class UntrustedSenderError extends Error {
  constructor(channel: string) {
    super(`Refused IPC on ${channel} from an untrusted sender`);
    this.name = "UntrustedSenderError";
  }
}

/** Registers one handler per channel; each checks the sender, then the arguments, then runs. */
export function registerIpcHandlers(ipcMain: IpcMainLike, handlers: InvokeHandlers, isTrusted: (event: InvokeEventLike) => boolean): () => void {
  for (const channel of INVOKE_CHANNELS) {
    const check = ARGUMENT_CHECKS[channel] as (args: unknown[]) => boolean;
    const handler = handlers[channel] as (...args: unknown[]) => unknown;
    ipcMain.handle(channel, async (event, ...args) => {
      if (!isTrusted(event)) throw new UntrustedSenderError(channel);
      if (!check(args)) throw new TypeError(`Invalid arguments for ${channel}`);
      return handler(...args);
    });
  }
  return () => {
    for (const channel of INVOKE_CHANNELS) ipcMain.removeHandler(channel);
  };
}
