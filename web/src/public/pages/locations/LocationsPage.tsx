import type { PublicCategory, PublicPlan } from "../../../../../common/contracts";
import { plansOfCategory } from "../../../../../common/rules";
import { LatencyTest } from "../../components/LatencyTest";
import { useLocations } from "../../components/LocationsContext";
import { useTexts } from "../../i18n/PageTexts";
import type { LinkLocale } from "../../links";
import { LocationCard } from "./LocationCard";
import locationsPageCss from "./locationsPage.css?inline";
import { PLAN_BADGE_STYLES } from "../../components/planBadgeStyles";
import { STATUS_TONES_STYLES } from "../status/statusTonesStyles";
import { stylesheet, useStylesheet } from "../../styles/stylesheets";

const LOCATIONS_PAGE_STYLES = stylesheet(locationsPageCss);

interface LocationsPageProps {
  plans: readonly PublicPlan[];
  categories: readonly PublicCategory[];
  links: LinkLocale;
  /** The page's own address in its language (its "Choose this location" links come back to it). */
  path: string;
}

/**
 * The locations page (/locations): every location in the administrator's order with its country and flag, its
 * status, its looking glass and test addresses, the plans offered there, and the latency test, which measures
 * them from the visitor's browser, numbers them fastest first, marks the nearest and makes it the chosen location.
 * Everything but the measuring works without scripts (a location is chosen by its link: `?location=<key>`).
 */
export function LocationsPage({ plans, categories, links, path }: LocationsPageProps) {
  useStylesheet(PLAN_BADGE_STYLES, STATUS_TONES_STYLES, LOCATIONS_PAGE_STYLES);
  const texts = useTexts().locations;
  const { locations, chosen } = useLocations();
  // Plans link to their category's section on the home page; a plan in no shown category is listed unlinked.
  const categoryOf = new Map(categories.flatMap((category) => plansOfCategory([...plans], category).map((plan) => [plan.id, category.key] as const)));
  return (
    <div className="container locations-page">
      <div className="locations-intro">
        <h1 className="locations-title">{texts.title}</h1>
        <p className="locations-lead">{texts.lead}</p>
        <LatencyTest locations={locations} id="locations-latency" />
      </div>
      {locations.length === 0 ? (
        <p className="locations-empty">{texts.empty}</p>
      ) : (
        <ul className="location-list">
          {locations.map((location) => (
            <li key={location.key}>
              <LocationCard location={location} plans={plans} categoryOf={categoryOf} chosen={chosen?.key === location.key} links={links} path={path} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
