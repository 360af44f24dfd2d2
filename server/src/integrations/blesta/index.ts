export { BlestaClient, BlestaError, isBlestaConfigured } from "./client";
export { listActivePackages, testConnection } from "./packages";
export { packageTexts } from "./languages";
export { fetchPackage, offerOf, offerPriceProblem, ownPackagePrices, type BlestaPackage, type PackageOffer, type SalesLocale } from "./offer";
export { syncPlans, type PlanPriceResult } from "./sync";
export { SyncRunner, SyncScheduler } from "./syncRunner";
