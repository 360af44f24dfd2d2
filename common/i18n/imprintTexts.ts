/**
 * The fixed texts of the imprint made from the company's details, in every supported language: the `imprint`
 * group of each language's catalog (`catalogs/<language>.json`). The API answers that imprint too, and the admin
 * panel previews it, so only this group is taken (named imports: the panel's bundle gets no other text of the
 * catalogs). `title` is the page's standard title and the footer's link.
 */
import { imprint as de } from "./catalogs/de.json";
import { imprint as en } from "./catalogs/en.json";
import { imprint as es } from "./catalogs/es.json";
import { imprint as fr } from "./catalogs/fr.json";
import { imprint as it } from "./catalogs/it.json";
import { imprint as nl } from "./catalogs/nl.json";
import { imprint as pl } from "./catalogs/pl.json";
import { imprint as ptBR } from "./catalogs/pt-BR.json";
import type { Language } from "./languages";

export type ImprintTexts = typeof en;

export const IMPRINT_TEXTS: Record<Language, ImprintTexts> = { en, de, fr, es, it, nl, pl, "pt-BR": ptBR };
