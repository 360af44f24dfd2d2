/**
 * The API contract: one file per resource with its endpoints (path, method, access, request and response schemas)
 * and their types. The server validates requests and types its answers with these, the typed client in
 * web/src/lib/api derives its calls from them, and GET /api/openapi.json is generated from them.
 */
import type { Endpoint, RouteKeyOf } from "./endpoint";
import { activityApi } from "./activity";
import { authApi } from "./auth";
import { backupsApi } from "./backups";
import { blestaApi } from "./blesta";
import { categoriesApi } from "./categories";
import { companyApi } from "./company";
import { contactApi } from "./contact";
import { contactSubmissionsApi } from "./contactSubmissions";
import { contentApi } from "./content";
import { demoContentApi } from "./demoContent";
import { faqApi } from "./faq";
import { healthApi } from "./health";
import { mediaApi } from "./media";
import { navigationApi } from "./navigation";
import { pageTextsApi } from "./pageTexts";
import { overviewApi } from "./overview";
import { pagesApi } from "./pages";
import { plansApi } from "./plans";
import { promoCodesApi } from "./promoCodes";
import { referenceApi } from "./reference";
import { sessionsApi } from "./sessions";
import { siteSettingsApi } from "./siteSettings";
import { smtpApi } from "./smtp";
import { incidentsApi, maintenanceApi } from "./incidents";
import { locationsApi } from "./locations";
import { statisticsApi } from "./statistics";
import { statusApi } from "./status";
import { systemStatusApi } from "./systemStatus";
import { twoFactorApi } from "./twoFactor";

export * from "./fields";
export * from "./textFields";
export * from "./shared";
export * from "./auth";
export * from "./blesta";
export * from "./categories";
export * from "./company";
export * from "./contact";
export * from "./contactSubmissions";
export * from "./activity";
export * from "./backups";
export * from "./health";
export * from "./reference";
export * from "./content";
export * from "./demoContent";
export * from "./faq";
export * from "./media";
export * from "./navigation";
export * from "./pageTexts";
export * from "./overview";
export * from "./pages";
export * from "./plans";
export * from "./promoCodes";
export * from "./siteSettings";
export * from "./smtp";
export * from "./incidents";
export * from "./locations";
export * from "./statistics";
export * from "./status";
export * from "./systemStatus";
export * from "./sessions";
export * from "./twoFactor";
export * from "./translations";

/** Every resource's endpoints, by resource. */
export const API = {
  auth: authApi,
  twoFactor: twoFactorApi,
  sessions: sessionsApi,
  overview: overviewApi,
  demoContent: demoContentApi,
  plans: plansApi,
  categories: categoriesApi,
  promoCodes: promoCodesApi,
  content: contentApi,
  company: companyApi,
  navigation: navigationApi,
  pages: pagesApi,
  faq: faqApi,
  siteSettings: siteSettingsApi,
  media: mediaApi,
  systemStatus: systemStatusApi,
  pageTexts: pageTextsApi,
  status: statusApi,
  incidents: incidentsApi,
  maintenance: maintenanceApi,
  locations: locationsApi,
  statistics: statisticsApi,
  smtp: smtpApi,
  blesta: blestaApi,
  contact: contactApi,
  contactSubmissions: contactSubmissionsApi,
  activity: activityApi,
  backups: backupsApi,
  health: healthApi,
  reference: referenceApi,
} as const;

type Groups = typeof API;
/** Any endpoint of the API. */
type ApiEndpoint = { [G in keyof Groups]: Groups[G][keyof Groups[G]] }[keyof Groups];
/** Endpoints by the name clients call them with: `"PUT /api/admin/hosting-plans/:id"`. */
export type ApiRoutes = { [E in ApiEndpoint as RouteKeyOf<E>]: E };
export type ApiRoute = keyof ApiRoutes;

/** Every endpoint, in the order of `API` (within a resource, as its contract lists them). */
export function allEndpoints(): Endpoint[] {
  return Object.values(API).flatMap((group) => Object.values(group) as Endpoint[]);
}
