import plansCss from "./plans.css?inline";
import { stylesheet } from "../styles/stylesheets";

/** The CSS of plans.css, shared by the components that render it. */
export const PLANS_STYLES = stylesheet(plansCss);
