import { faqApi } from "../../../../common/contracts";
import type { AppDeps } from "../../deps";
import { presentFaq } from "../../presenters/faq";
import { saveFaq } from "../../services/faq";
import { sendCached, type ApiRouter } from "../apiRouter";

/** The frequently asked questions. */
export function mountFaq(api: ApiRouter, { store, cache }: AppDeps): void {
  api.on(faqApi.publicList, (_, ctx) => sendCached(ctx, cache, "faq", store.versionOf(["faq"]), () => presentFaq(store.snapshot().faq)));
  api.on(faqApi.list, () => presentFaq(store.snapshot().faq));
  api.on(faqApi.save, async ({ body }) => presentFaq(await saveFaq(store, body)));
}
