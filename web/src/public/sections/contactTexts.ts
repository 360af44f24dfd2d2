/** The contact form's texts for the server's render (the catalog's messages formatted; never in the browser). */
export { contactTexts } from "../../../../common/i18n/pageTexts";
export { contactErrorText, fieldOfReason, type ContactField } from "./contactErrors";
