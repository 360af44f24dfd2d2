import { companyApi } from "../../../../common/contracts";
import type { AppDeps } from "../../deps";
import { presentCompany } from "../../presenters/company";
import { updateCompany } from "../../services/siteContent";
import type { ApiRouter } from "../apiRouter";

/** The company's details. */
export function mountCompany(api: ApiRouter, { store }: AppDeps): void {
  api.on(companyApi.get, () => presentCompany(store.snapshot().company));
  api.on(companyApi.update, async ({ body }) => presentCompany(await updateCompany(store, body)));
}
