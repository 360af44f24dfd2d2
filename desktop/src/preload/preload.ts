/** Preload (sandboxed, bundled to desktop/dist/preload.cjs): exposes the named bridge functions, never ipcRenderer. */
import { contextBridge, ipcRenderer } from "electron";
import { BRIDGE_KEY } from "../common/ipc";
import { createDesktopBridge } from "./bridge";

contextBridge.exposeInMainWorld(BRIDGE_KEY, createDesktopBridge(ipcRenderer));
