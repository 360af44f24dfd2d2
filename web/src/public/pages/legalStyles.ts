import legalCss from "./legal.css?inline";
import { stylesheet } from "../styles/stylesheets";

/** The CSS of legal.css, shared by the components that render it. */
export const LEGAL_STYLES = stylesheet(legalCss);
