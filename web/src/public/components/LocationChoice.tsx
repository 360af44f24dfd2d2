import type { PublicLocation } from "../../../../common/contracts";
import { countryName } from "../../../../common/countries";
import { localizedPath } from "../../../../common/i18n/pagePaths";
import { LOCATIONS_PAGE_PATH } from "../../../../common/publicPages";
import { enhance } from "../enhance/names";
import { formatText } from "../i18n/catalog";
import { useLanguage, useTexts } from "../i18n/PageTexts";
import type { LinkLocale } from "../links";
import { LatencyTest } from "./LatencyTest";
import type { OfferedLocation } from "./locationView";
import locationChoiceCss from "./locationChoice.css?inline";
import { stylesheet, useStylesheet } from "../styles/stylesheets";

const LOCATION_CHOICE_STYLES = stylesheet(locationChoiceCss);

interface LocationChoiceProps {
  /** The category's key: the form's id and the section it comes back to. */
  name: string;
  /** The locations the category's plans are offered in. */
  offered: readonly OfferedLocation[];
  /** The visitor's chosen location's key (null: none). */
  chosen: string | null;
  links: LinkLocale;
}

/**
 * Where a category's plans are offered: a choice of location (a GET form: `?location=<key>`, which the server
 * remembers and fills into the order links, back at the category's section) beside the latency test. The
 * `location-choice` module makes the choice at once, without leaving the page.
 */
export function LocationChoice({ name, offered, chosen, links }: LocationChoiceProps) {
  useStylesheet(LOCATION_CHOICE_STYLES);
  const texts = useTexts().locations;
  const language = useLanguage();
  if (offered.length === 0) return null;
  const id = `location-${name}`;
  const selected = offered.some(({ location }) => location.key === chosen) ? (chosen as string) : "";
  const label = (location: PublicLocation) => `${location.name} (${countryName(location.country, language)})`;
  return (
    <div className="location-choice">
      <form className="location-form" method="get" action={`#${name}`} {...enhance("location-choice")}>
        <label htmlFor={`${id}-select`} className="location-label">
          {texts.chooseLabel}
        </label>
        <select id={`${id}-select`} name="location" className="location-select" defaultValue={selected} data-location-select="">
          {selected === "" && (
            <option value="" disabled>
              {texts.choosePlaceholder}
            </option>
          )}
          {offered.map(({ location, soldOut }) => (
            <option key={location.key} value={location.key}>
              {soldOut ? formatText(texts, "optionSoldOut", { location: label(location) }) : label(location)}
            </option>
          ))}
        </select>
        <button type="submit" className="btn btn--outline btn--small location-submit">
          {texts.chooseButton}
        </button>
      </form>
      <LatencyTest locations={offered.map(({ location }) => location)} id={`${id}-latency`} />
      <a className="location-about" href={localizedPath(LOCATIONS_PAGE_PATH, links.language, links.defaultLanguage)}>
        {texts.aboutLocations}
      </a>
    </div>
  );
}
