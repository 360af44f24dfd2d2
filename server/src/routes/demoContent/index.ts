import { demoContentApi } from "../../../../common/contracts";
import type { AppDeps } from "../../deps";
import { removeDemoContent } from "../../services/demoContent";
import type { ApiRouter } from "../apiRouter";

/** Taking the demo catalog away once the administrator's own is in place. */
export function mountDemoContent(api: ApiRouter, { store }: AppDeps): void {
  api.on(demoContentApi.remove, async () => ({ success: true, removed: await removeDemoContent(store) }));
}
