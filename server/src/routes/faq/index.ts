import { faqApi } from "../../../../common/contracts";
import type { AppDeps } from "../../deps";
import { presentFaq, presentPublicFaq } from "../../presenters/faq";
import { localeOf } from "../../presenters/locale";
import { saveFaq } from "../../services/faq";
import type { ApiRouter } from "../apiRouter";

/** The frequently asked questions. */
export function mountFaq(api: ApiRouter, { store }: AppDeps): void {
  api.cached(faqApi.publicList, ({ query }) => {
    const { language } = localeOf(store.snapshot().site_settings, query);
    return { key: `faq:${language}`, version: store.versionOf(["faq", "site_settings"]), build: () => presentPublicFaq(store.snapshot().faq, language) };
  });
  api.on(faqApi.list, () => presentFaq(store.snapshot().faq));
  api.on(faqApi.save, async ({ body }) => presentFaq(await saveFaq(store, body)));
}
