import type { PublicPlan } from "../../../../common/contracts";
import { formatText } from "../i18n/catalog";
import { useTexts } from "../i18n/PageTexts";
import { useLocations } from "./LocationsContext";
import { placeName, soldOutAtChosen } from "./locationView";
import planLocationNoteCss from "./planLocationNote.css?inline";
import { stylesheet, useStylesheet } from "../styles/stylesheets";

const PLAN_LOCATION_NOTE_STYLES = stylesheet(planLocationNoteCss);

/**
 * "Sold out in {city}" on a plan's card when the plan is sold out at the visitor's chosen location. Its line is kept
 * (empty) on every card whose plan has locations, so choosing another location never moves the card's rows; none
 * on a plan sold out everywhere (its badge says so) or without locations.
 */
export function PlanLocationNote({ plan }: { plan: PublicPlan }) {
  useStylesheet(PLAN_LOCATION_NOTE_STYLES);
  const texts = useTexts().locations;
  const soldOutHere = soldOutAtChosen(plan, useLocations().chosen);
  if (plan.locations.length === 0 || plan.sold_out) return null;
  return <p className="plan-location-note">{soldOutHere ? formatText(texts, "soldOutIn", { city: placeName(soldOutHere) }) : ""}</p>;
}
