import { DEFAULT_LANGUAGE, type Language } from "../../../../common/i18n/languages";
import { de } from "./catalogs/de";
import { en, type Catalog } from "./catalogs/en";
import { es } from "./catalogs/es";
import { fr } from "./catalogs/fr";
import { it } from "./catalogs/it";
import { nl } from "./catalogs/nl";
import { pl } from "./catalogs/pl";
import { ptBR } from "./catalogs/pt-BR";

export type { Catalog };
export { fill, placeholdersOf } from "./fill";

/**
 * Every supported language's catalog of the public site's fixed texts. The server renders the pages with them;
 * they never reach the browser (the enhancement modules get the few texts they show from the markup).
 */
export const CATALOGS: Record<Language, Catalog> = { en, de, fr, es, it, nl, pl, "pt-BR": ptBR };

/** The fixed texts of a page in `language` (English for a language without a catalog). */
export function catalogFor(language: Language | undefined): Catalog {
  return (language && CATALOGS[language]) || CATALOGS[DEFAULT_LANGUAGE];
}
