import { CATALOGS, type Catalog } from "../../../../common/i18n/catalogs";

export { CATALOGS, catalogFor, formatText, type Catalog } from "../../../../common/i18n/catalogs";

/**
 * The English texts: the defaults of the helpers that take a group of texts, and what the site has always shown.
 * The catalogs never reach the browser (the enhancement modules get the few texts they show from the markup).
 */
export const en: Catalog = CATALOGS.en;
