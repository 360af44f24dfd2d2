import planLocationNoteCss from "./planLocationNote.css?inline";
import { stylesheet } from "../styles/stylesheets";

/** The CSS of a plan card's "Sold out in {city}" line. */
export const PLAN_LOCATION_NOTE_STYLES = stylesheet(planLocationNoteCss);
