import type { PublicPlan } from "../../../../common/contracts";
import {
  FINDER_AMOUNTS,
  FINDER_CATEGORY_PARAM,
  FINDER_GAME_PARAM,
  FINDER_LOCATION_PARAM,
  finderChoices,
  hasNeeds,
  type FinderNeeds,
  type FinderResult,
} from "../../../../common/planFinder";
import type { PublicPageData } from "../../../../common/publicPages";
import { formatText } from "../i18n/catalog";
import { useLanguage, useTexts } from "../i18n/PageTexts";
import { lackText, listText, minimumText } from "./finderTexts";
import planFinderCss from "./planFinder.css?inline";
import { stylesheet, useStylesheet } from "../styles/stylesheets";

const PLAN_FINDER_STYLES = stylesheet(planFinderCss);

/** The id of the compare page's finder: its form comes back to it (`/compare/{key}#finder`) with the outcome. */
export const FINDER_ANCHOR = "finder";

/** A location's name for the finder (its key while the page has no name for it). */
export type LocationNames = Readonly<Record<string, string>>;

/** The names of the locations the page data carries, by key. */
export function locationNamesOf(data: Pick<PublicPageData, "locations">): LocationNames {
  return Object.fromEntries((data.locations ?? []).map((location) => [location.key, location.name]));
}

interface PlanFinderProps {
  /** The category's plans: the choices come from their own specs. */
  plans: PublicPlan[];
  /** Makes the form's ids unique on a page with several finders. */
  idPrefix: string;
  /** Where the form goes, back to the page it is on, at the finder (which then shows the outcome). */
  action: string;
  needs: FinderNeeds;
  /** The outcome for `needs`, shown under the form (the page marks the plans with it). */
  result?: FinderResult | null;
  locationNames: LocationNames;
  /**
   * A category section of the home page: the category's key, sent with the form (`?finder=`) so the page marks that
   * section's plans; the finder is a disclosure, open while it shows an outcome. Else (the compare page) the open form.
   */
  sectionOf?: string;
}

/**
 * "What do you need?": a plain GET form (no script) with a minimum for each spec at least one of the category's
 * plans states readably (websites, storage, RAM, CPU cores), a location when the plans name locations and a game
 * when they name games. Each select offers the values the plans have ("at least 4 GB"), so a choice always
 * separates plans. Nothing to choose: no finder.
 */
export function PlanFinder({ plans, idPrefix, action, needs, result, locationNames, sectionOf }: PlanFinderProps) {
  useStylesheet(PLAN_FINDER_STYLES);
  const texts = useTexts().finder;
  const language = useLanguage();
  const choices = finderChoices(plans);
  const amounts = FINDER_AMOUNTS.filter(({ need }) => choices.amounts[need]);
  if (amounts.length === 0 && choices.locations.length === 0 && choices.games.length === 0) return null;
  const titleId = `${idPrefix}-title`;
  const select = (name: string, label: string, options: [value: string, text: string][], chosen: string | undefined) => (
    <div className="finder-field" key={name}>
      <label htmlFor={`${idPrefix}-${name}`}>{label}</label>
      <select id={`${idPrefix}-${name}`} name={name} defaultValue={chosen ?? ""}>
        <option value="">{texts.any}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
  const chosenGame = choices.games.find((game) => game.toLowerCase() === needs.game?.toLowerCase());
  const form = (
    <form className="finder-form" method="get" action={action}>
      {sectionOf !== undefined && <input type="hidden" name={FINDER_CATEGORY_PARAM} value={sectionOf} />}
      {amounts.map(({ need, param }) => {
        const wanted = needs.amounts[need];
        // A minimum asked through the address that no plan has is kept as a choice of its own.
        const values = [...new Set([...(choices.amounts[need] ?? []), ...(wanted === undefined ? [] : [wanted])])].sort((a, b) => a - b);
        const options = values.map((value): [string, string] => [String(value), minimumText(need, value, texts, language)]);
        return select(param, texts[need], options, wanted === undefined ? undefined : String(wanted));
      })}
      {choices.locations.length > 0 &&
        select(
          FINDER_LOCATION_PARAM,
          texts.location,
          choices.locations.map((key) => [key, locationNames[key] ?? key]),
          choices.locations.includes(needs.location ?? "") ? needs.location : undefined,
        )}
      {choices.games.length > 0 &&
        select(
          FINDER_GAME_PARAM,
          texts.game,
          choices.games.map((game) => [game, game]),
          chosenGame,
        )}
      <div className="finder-actions">
        <button type="submit" className="btn btn--primary btn--small">
          {texts.submit}
        </button>
        {hasNeeds(needs) && (
          <a className="finder-clear" href={sectionOf !== undefined ? action : action.split("#", 1)[0]}>
            {texts.clear}
          </a>
        )}
      </div>
    </form>
  );
  const outcome = result && hasNeeds(needs) ? <FinderOutcome plans={plans} result={result} locationNames={locationNames} /> : null;
  if (sectionOf !== undefined) {
    return (
      <details className="finder finder--collapsed" id={idPrefix} open={outcome !== null}>
        <summary className="finder-title">{texts.title}</summary>
        <p className="finder-lead">{texts.lead}</p>
        {form}
        {outcome}
      </details>
    );
  }
  return (
    <section className="finder" id={idPrefix} aria-labelledby={titleId}>
      <h2 id={titleId} className="finder-title">
        {texts.title}
      </h2>
      <p className="finder-lead">{texts.lead}</p>
      {form}
      {outcome}
    </section>
  );
}

/** The finder's answer: how many plans fit and the cheapest, or that none does and what the nearest one lacks. */
function FinderOutcome({ plans, result, locationNames }: { plans: PublicPlan[]; result: FinderResult; locationNames: LocationNames }) {
  const texts = useTexts().finder;
  const language = useLanguage();
  const nameOf = (id: number) => plans.find((plan) => plan.id === id)?.name ?? "";
  if (result.fits.size > 0) {
    const best = listText([...result.best].map(nameOf), language);
    return (
      <p className="finder-outcome finder-outcome--fits" role="status">
        {formatText(texts, "fits", { count: result.fits.size, bestCount: result.best.size, best })}
      </p>
    );
  }
  const nearest = result.nearest;
  const lacks = nearest
    ? listText(nearest.lacks.map((lack) => lackText(lack, texts, language, (key) => locationNames[key] ?? key)).filter(Boolean), language)
    : "";
  return (
    <p className="finder-outcome finder-outcome--none" role="status">
      {texts.noneFits}
      {nearest && ` ${formatText(texts, "nearest", { plan: nameOf(nearest.planId), lacks })}`}
    </p>
  );
}
