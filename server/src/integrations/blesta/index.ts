export { BlestaClient, BlestaError, isBlestaConfigured, type BlestaConnection, type BlestaErrorKind } from "./client";
export { listActivePackages, testConnection, type BlestaSettings, type ConnectionTestResult } from "./packages";
export { encodeParams, flattenParams, toFlag, toNumber, type BlestaParam, type BlestaParams } from "./params";
export {
  defaultCurrency,
  monthlyPrice,
  packageMonthlyPrice,
  packagePrices,
  pricingIdsFromRows,
  TERM_ROWS,
  type MonthlyPrice,
  type PackagePrices,
} from "./pricing";
export { siteLanguageOf, packageTexts, type PackageTexts } from "./languages";
export {
  applyMarkup,
  fetchPackage,
  offerOf,
  offerPriceProblem,
  ownPackagePrices,
  packagePricesIn,
  type BlestaPackage,
  type PackageOffer,
  type SalesLocale,
} from "./offer";
export { syncPlans, type PlanPriceResult, type SyncPlan, type SyncPlansInput, type SyncPlansOutput } from "./sync";
export { SYNC_ALREADY_RUNNING, SyncRunner, SyncScheduler, type SyncSchedulerOptions } from "./syncRunner";
