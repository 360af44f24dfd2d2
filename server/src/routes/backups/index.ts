import { koaBody } from "koa-body";
import { backupsApi } from "../../../../common/contracts";
import { exportBackup, restoreBackup } from "../../backup/backupService";
import type { AppDeps } from "../../deps";
import { UnsupportedMediaTypeError } from "../../errors";
import type { ApiRouter } from "../apiRouter";

/** A restore upload holds every contact message, so it may be far larger than ordinary bodies. */
const RESTORE_BODY_LIMIT = "200mb";

/** Backups: the list kept on the server, one made now, the site as a file, and restoring from such a file. */
export function mountBackups(api: ApiRouter, deps: AppDeps): void {
  const { store } = deps;

  api.on(backupsApi.list, async () => ({ backups: await store.backups.list() }));

  api.on(backupsApi.create, async () => ({ success: true, message: "Backup created", name: await store.backup("manual") }));

  api.on(backupsApi.download, async (_, ctx) => {
    const file = await exportBackup(store);
    ctx.set("Content-Disposition", `attachment; filename="site-backup-${file.created_at.slice(0, 10)}.json"`);
    ctx.type = "application/json";
    return file;
  });

  const parseBackupUpload = koaBody({ json: true, urlencoded: false, text: false, multipart: false, jsonLimit: RESTORE_BODY_LIMIT });
  api.on(
    backupsApi.restore,
    async (_, ctx) => {
      const result = await restoreBackup(store, ctx.request.body);
      deps.cache.clear();
      deps.status.refresh();
      deps.billingScheduleChanged();
      return {
        success: true,
        message: `Backup restored: ${result.plans} plans and ${result.submissions} contact messages. The previous data was saved as backup ${result.backup}.`,
        ...result,
      };
    },
    {
      bodyParser: async (ctx, next) => {
        if (!ctx.is("application/json", "application/*+json")) throw UnsupportedMediaTypeError();
        return parseBackupUpload(ctx, next);
      },
    },
  );
}
