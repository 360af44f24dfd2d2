import path from "node:path";
import type { BrowserWindowConstructorOptions } from "electron";
import { MIN_HEIGHT, MIN_WIDTH, type WindowState } from "./windowState";

/** The main window's options: restored bounds, and every web preference locked down (sandbox, isolation, no Node). */
/** `dark`: the OS uses a dark theme, so the window opens dark instead of flashing white. */
export function mainWindowOptions(state: WindowState, title: string, preloadDir: string, dark: boolean): BrowserWindowConstructorOptions {
  return {
    ...(state.x !== undefined && state.y !== undefined ? { x: state.x, y: state.y } : {}),
    width: state.width,
    height: state.height,
    minWidth: MIN_WIDTH,
    minHeight: MIN_HEIGHT,
    show: false,
    title,
    backgroundColor: dark ? "#11151c" : "#f5f7fa",
    webPreferences: {
      preload: path.join(preloadDir, "preload.cjs"),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      spellcheck: false,
    },
  };
}
