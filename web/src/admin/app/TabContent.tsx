import { lazy, Suspense, type ComponentType } from "react";
import { ActivityTab } from "../features/activity/ActivityTab";
import { BackupsTab } from "../features/backups/BackupsTab";
import { BlestaTab } from "../features/blesta/BlestaTab";
import { CategoriesTab } from "../features/categories/CategoriesTab";
import { CompanyTab } from "../features/company/CompanyTab";
import { ContentTab } from "../features/content/ContentTab";
import { LocationsTab } from "../features/locations/LocationsTab";
import { LegalTab } from "../features/legal/LegalTab";
import { NavigationTab } from "../features/navigation/NavigationTab";
import { OverviewTab } from "../features/overview/OverviewTab";
import { PagesTab } from "../features/pages/PagesTab";
import { PlansTab } from "../features/plans/PlansTab";
import { PromoCodesTab } from "../features/promoCodes/PromoCodesTab";
import { AccountTab } from "../features/account/AccountTab";
import { SettingsTab } from "../features/settings/SettingsTab";
import { SmtpTab } from "../features/smtp/SmtpTab";
import { StatusTab } from "../features/status/StatusTab";
import { SubmissionsTab } from "../features/submissions/SubmissionsTab";
import type { TabId } from "./tabs";

/** The Statistics tab and its chart library load when the tab is first opened. */
const StatisticsTab = lazy(() => import("../features/statistics/StatisticsTab").then((module) => ({ default: module.StatisticsTab })));

const CONTENT: Record<TabId, ComponentType> = {
  overview: OverviewTab,
  plans: PlansTab,
  categories: CategoriesTab,
  locations: LocationsTab,
  content: ContentTab,
  navigation: NavigationTab,
  company: CompanyTab,
  legal: LegalTab,
  pages: PagesTab,
  contact: SmtpTab,
  submissions: SubmissionsTab,
  statistics: StatisticsTab,
  promoCodes: PromoCodesTab,
  blesta: BlestaTab,
  status: StatusTab,
  settings: SettingsTab,
  backups: BackupsTab,
  activity: ActivityTab,
  account: AccountTab,
};

export function TabContent({ tab }: { tab: TabId }) {
  const Content = CONTENT[tab];
  return (
    <Suspense fallback={<p className="empty-state">Loading…</p>}>
      <Content />
    </Suspense>
  );
}
