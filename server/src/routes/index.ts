import { describeChanges } from "../activity/changeSummaries";
import type { AppDeps } from "../deps";
import { requireAdmin } from "../middleware/requireAdmin";
import { mountActivity } from "./activity";
import { ApiRouter } from "./apiRouter";
import { mountAuth } from "./auth";
import { mountBackups } from "./backups";
import { mountBlesta } from "./blesta";
import { mountCategories } from "./categories";
import { mountCompany } from "./company";
import { mountContact } from "./contact";
import { mountContactSubmissions } from "./contactSubmissions";
import { mountContent } from "./content";
import { mountDemoContent } from "./demoContent";
import { mountFaq } from "./faq";
import { mountMedia } from "./media";
import { mountNavigation } from "./navigation";
import { mountPageTexts } from "./pageTexts";
import { mountOverview } from "./overview";
import { mountPages } from "./pages";
import { mountPlans } from "./plans";
import { mountPromoCodes } from "./promoCodes";
import { mountReference } from "./reference";
import { mountSessions } from "./sessions";
import { mountSiteSettings } from "./siteSettings";
import { mountSmtp } from "./smtp";
import { mountIncidents } from "./incidents";
import { mountLocations } from "./locations";
import { mountStatistics } from "./statistics";
import { mountStatus } from "./status";
import { mountSystemStatus } from "./systemStatus";
import { mountTwoFactor } from "./twoFactor";

/**
 * Every API route, registered from the contracts (common/contracts): one folder per resource, each mounting its
 * endpoints on the ApiRouter. Within a resource, fixed paths (…/reorder, …/export) come before their /:id
 * neighbours.
 */
export function createApiRouter(deps: AppDeps): ApiRouter {
  const api = new ApiRouter(requireAdmin(deps.tokens, deps.store), { describeChange: describeChanges(deps.store), cache: deps.cache });
  mountAuth(api, deps);
  mountTwoFactor(api, deps);
  mountSessions(api, deps);
  mountOverview(api, deps);
  mountDemoContent(api, deps);
  mountPlans(api, deps);
  mountCategories(api, deps);
  mountPromoCodes(api, deps);
  mountContent(api, deps);
  mountCompany(api, deps);
  mountNavigation(api, deps);
  mountPages(api, deps);
  mountFaq(api, deps);
  mountSiteSettings(api, deps);
  mountMedia(api, deps);
  mountSystemStatus(api, deps);
  mountPageTexts(api, deps);
  mountStatus(api, deps);
  mountIncidents(api, deps);
  mountLocations(api, deps);
  mountStatistics(api, deps);
  mountContact(api, deps);
  mountContactSubmissions(api, deps);
  mountActivity(api, deps);
  mountBackups(api, deps);
  mountSmtp(api, deps);
  mountBlesta(api, deps);
  mountReference(api, deps);
  return api;
}
