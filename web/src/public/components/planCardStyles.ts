import planCardCss from "./planCard.css?inline";
import { stylesheet } from "../styles/stylesheets";

/** The plan card's CSS, for the card and for its parts shown elsewhere (the compare table's prices and order buttons). */
export const PLAN_CARD_STYLES = stylesheet(planCardCss);
