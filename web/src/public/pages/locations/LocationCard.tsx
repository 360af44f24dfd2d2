import type { PublicLocation, PublicPlan } from "../../../../../common/contracts";
import type { MonitorState } from "../../../../../common/contracts/status";
import { countryFlag, countryName } from "../../../../../common/countries";
import { plansAt } from "../../components/locationView";
import { enhance } from "../../enhance/names";
import { formatText, type Catalog } from "../../i18n/catalog";
import { useLanguage, useTexts } from "../../i18n/PageTexts";
import { anchorHref, externalProps, type LinkLocale } from "../../links";

interface LocationCardProps {
  location: PublicLocation;
  plans: readonly PublicPlan[];
  /** Each plan's category key (its section on the home page). */
  categoryOf: ReadonlyMap<number, string>;
  /** The visitor's chosen location. */
  chosen: boolean;
  links: LinkLocale;
  path: string;
}

const STATE_TEXT: Record<MonitorState, keyof Catalog["locations"]> = {
  up: "stateUp",
  down: "stateDown",
  maintenance: "stateMaintenance",
  unknown: "stateUnknown",
};

/** A test address, written out, with its Copy button (which the `copy-address` module enables). */
function TestAddress({ label, address }: { label: string; address: string }) {
  const texts = useTexts().locations;
  return (
    <div className="location-fact">
      <dt>{label}</dt>
      <dd>
        <code className="location-address">{address}</code>
        <button
          type="button"
          className="btn btn--outline btn--small location-copy"
          aria-label={formatText(texts, "copyAddress", { address })}
          data-address={address}
          data-copied={formatText(texts, "copied", { address })}
          data-copy-failed={texts.copyFailed}
          disabled
          {...enhance("copy-address")}
        >
          {texts.copy}
        </button>
        <span className="location-copy-status" role="status" />
      </dd>
    </div>
  );
}

/**
 * One location on the locations page. Its status is said in words (the dot's colour repeats it); the latency line
 * and the "Nearest" and "Your location" marks keep their places, so the test's results never move anything.
 */
export function LocationCard({ location, plans, categoryOf, chosen, links, path }: LocationCardProps) {
  const texts = useTexts().locations;
  const language = useLanguage();
  const country = countryName(location.country, language);
  const offered = plansAt(location.key, plans);
  const nameId = `location-${location.key}-name`;
  return (
    <article className="location-card" aria-labelledby={nameId} data-location-card={location.key} data-chosen={chosen ? "" : undefined}>
      <p className="location-marks">
        <span className="plan-badge location-mark location-mark--chosen">{texts.chosen}</span>
        <span className="plan-badge location-mark location-mark--nearest">{texts.nearest}</span>
      </p>
      <div className="location-head">
        <span className="location-flag" role="img" aria-label={formatText(texts, "flag", { country })}>
          {countryFlag(location.country)}
        </span>
        <div className="location-heading">
          <h2 id={nameId} className="location-name">
            {location.name}
          </h2>
          <p className="location-place">{location.city ? formatText(texts, "place", { city: location.city, country }) : country}</p>
        </div>
      </div>
      <p className={`location-status status-state--${location.status}`}>
        <span className="location-dot" aria-hidden="true" />
        {texts[STATE_TEXT[location.status]]}
      </p>
      <p className="location-latency">
        <span className="location-latency-label">{texts.latency}:</span>
        {location.latency_url ? (
          <>
            <span className="location-latency-value" data-latency-for={location.key}>
              {texts.notTested}
            </span>
            <span className="location-rank" data-latency-rank={location.key} />
          </>
        ) : (
          <span className="location-latency-value">{texts.noTest}</span>
        )}
      </p>
      {(location.looking_glass_url || location.test_ipv4 || location.test_ipv6) && (
        <dl className="location-facts">
          {location.looking_glass_url && (
            <div className="location-fact">
              <dt>{texts.lookingGlass}</dt>
              <dd>
                <a href={location.looking_glass_url} {...externalProps(location.looking_glass_url)}>
                  {location.looking_glass_url.replace(/^https?:\/\//i, "")}
                </a>
              </dd>
            </div>
          )}
          {location.test_ipv4 && <TestAddress label={texts.testIpv4} address={location.test_ipv4} />}
          {location.test_ipv6 && <TestAddress label={texts.testIpv6} address={location.test_ipv6} />}
        </dl>
      )}
      <h3 className="location-plans-title">{texts.plans}</h3>
      {offered.length === 0 ? (
        <p className="location-no-plans">{texts.noPlans}</p>
      ) : (
        <ul className="location-plans">
          {offered.map(({ plan, soldOut }) => {
            const category = categoryOf.get(plan.id);
            return (
              <li key={plan.id} className={soldOut ? "location-plan location-plan--sold-out" : "location-plan"}>
                {category ? <a href={anchorHref(`#${category}`, false, links)}>{plan.name}</a> : plan.name}
                {soldOut && <span className="location-sold-out"> ({texts.soldOut})</span>}
              </li>
            );
          })}
        </ul>
      )}
      <a className="location-choose" href={`${path}?location=${encodeURIComponent(location.key)}`}>
        {texts.choose}
        <span className="visually-hidden"> {location.name}</span>
      </a>
    </article>
  );
}
