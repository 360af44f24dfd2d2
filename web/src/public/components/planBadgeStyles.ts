import planBadgeCss from "./planBadge.css?inline";
import { stylesheet } from "../styles/stylesheets";

/** The plan badge's CSS, for every component that shows one. */
export const PLAN_BADGE_STYLES = stylesheet(planBadgeCss);
