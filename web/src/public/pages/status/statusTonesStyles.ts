import statusTonesCss from "./statusTones.css?inline";
import { stylesheet } from "../../styles/stylesheets";

/** The states' tones (--tone), for the status page and the locations page. */
export const STATUS_TONES_STYLES = stylesheet(statusTonesCss);
