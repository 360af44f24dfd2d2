/**
 * Builds the update controller inside the app: reads the feed electron-builder wrote (resources/app-update.yml),
 * refuses anything but GitHub Releases or an https:// feed, and asks with native dialogs. Only main.ts imports
 * this module (it loads electron-updater, which needs Electron).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserWindow, Dialog } from "electron";
import { autoUpdater } from "electron-updater";
import { electronUpdaterEngine } from "./electronUpdaterEngine";
import { feedBaseUrl, parseFeedFile } from "./feedConfig";
import { UpdateController, type UpdatePrompts } from "./updateController";
import { refusalReason } from "./updatePolicy";
import { publicKeyFrom } from "./updateSignature";

/** Replaced at bundle time (desktop/scripts/bundle.mjs) by $HOSTSITE_UPDATE_PUBLIC_KEY, "" when unset. */
declare const __HOSTSITE_UPDATE_PUBLIC_KEY__: string;

export interface UpdateWiring {
  dialog: Dialog;
  window: () => BrowserWindow | null;
  isPackaged: boolean;
  resourcesPath: string;
  productName: string;
}

function dialogPrompts({ dialog, window, productName }: UpdateWiring): UpdatePrompts {
  const show = (options: Electron.MessageBoxOptions) => {
    const parent = window();
    return parent ? dialog.showMessageBox(parent, options) : dialog.showMessageBox(options);
  };
  return {
    async askToRestart(version) {
      const { response } = await show({
        type: "info",
        title: productName,
        message: `${productName} ${version} is ready to install`,
        detail: "Restart now to finish the update. If you choose Later, it is installed when you quit the app.",
        buttons: ["Restart Now", "Later"],
        defaultId: 0,
        cancelId: 1,
      });
      return response === 0;
    },
    tell({ kind, text, detail }) {
      void show({ type: kind === "error" ? "error" : "info", title: productName, message: text, ...(detail ? { detail } : {}) });
    },
  };
}

export function createUpdateController(wiring: UpdateWiring): UpdateController {
  const prompts = dialogPrompts(wiring);
  const log = (message: string) => console.warn(`updates: ${message}`);
  const off = (disabledReason: string) => new UpdateController({ engine: null, disabledReason, prompts, refusalReason: () => disabledReason, log });
  if (!wiring.isPackaged) return off("This is a development build; installed copies update themselves.");

  let feedText: string;
  try {
    feedText = readFileSync(path.join(wiring.resourcesPath, "app-update.yml"), "utf8");
  } catch {
    return off("This copy was built without an update feed (see desktop/README.md, Updates).");
  }
  const feed = parseFeedFile(feedText);
  if (!feed.ok) return off(`The update feed was refused: ${feed.error}.`);

  let publicKey = null;
  if (__HOSTSITE_UPDATE_PUBLIC_KEY__ !== "") {
    try {
      publicKey = publicKeyFrom(__HOSTSITE_UPDATE_PUBLIC_KEY__);
    } catch {
      return off("The update-signing key built into this copy is unreadable.");
    }
  }
  autoUpdater.logger = { info: () => {}, warn: log, error: log, debug: () => {} };
  // e.g. the Linux build started from its unpacked folder rather than as an AppImage or from the deb package
  if (!autoUpdater.isUpdaterActive()) return off("This copy cannot update itself: install it from an AppImage, deb, dmg or the Windows installer.");
  const engine = electronUpdaterEngine(autoUpdater, feed.feed);
  const policy = { baseUrl: feedBaseUrl(feed.feed), publicKey };
  return new UpdateController({ engine, prompts, refusalReason: (update) => refusalReason(update, policy), log });
}
