import type { AppUpdater } from "electron-updater";
import type { UpdateEngine } from "./updateController";
import type { UpdateFeed } from "./feedConfig";

/**
 * electron-updater's AppUpdater (autoUpdater in the app; an NsisUpdater on a test feed in tests) as an
 * UpdateEngine: nothing downloads before the controller has checked the metadata, pre-releases and
 * downgrades are never taken, web installers (unsigned stubs) are refused, and a downloaded update is also
 * installed when the app quits if the user chose "Later".
 */
export function electronUpdaterEngine(updater: AppUpdater, feed: UpdateFeed): UpdateEngine {
  updater.autoDownload = false;
  updater.autoInstallOnAppQuit = true;
  updater.allowPrerelease = false;
  updater.allowDowngrade = false;
  updater.disableWebInstaller = true;
  updater.setFeedURL(feed);
  return {
    async check() {
      const result = await updater.checkForUpdates();
      if (result === null || !result.isUpdateAvailable) return null;
      return result.updateInfo as unknown as { version: string };
    },
    async download() {
      await updater.downloadUpdate();
    },
    install() {
      // The user already said "Restart Now": on Windows the installer runs without its wizard, then starts the app.
      updater.quitAndInstall(true, true);
    },
  };
}
