import type { Language } from "../../../../common/i18n/languages";

/** The fixed texts of selling in several languages and currencies: the switchers and the tax notes. */
export interface SalesTexts {
  /** The language switcher's name. */
  language: string;
  /** The currency switcher's name. */
  currency: string;
  /** Under a price shown with tax added: `{rate}` the rate as the language writes numbers, `{label}` the site's tax label. */
  taxIncluded: string;
  /** Under a price shown before tax. */
  taxExcluded: string;
}

export const SALES_TEXTS: Record<Language, SalesTexts> = {
  en: { language: "Language", currency: "Currency", taxIncluded: "incl. {rate}% {label}", taxExcluded: "excl. {label}" },
  de: { language: "Sprache", currency: "Währung", taxIncluded: "inkl. {rate} % {label}", taxExcluded: "zzgl. {label}" },
  fr: { language: "Langue", currency: "Devise", taxIncluded: "{label} {rate} % incluse", taxExcluded: "hors {label}" },
  es: { language: "Idioma", currency: "Moneda", taxIncluded: "{label} del {rate} % incluido", taxExcluded: "{label} no incluido" },
  it: { language: "Lingua", currency: "Valuta", taxIncluded: "{label} {rate}% inclusa", taxExcluded: "{label} esclusa" },
  nl: { language: "Taal", currency: "Valuta", taxIncluded: "incl. {rate}% {label}", taxExcluded: "excl. {label}" },
  pl: { language: "Język", currency: "Waluta", taxIncluded: "zawiera {rate}% {label}", taxExcluded: "bez {label}" },
  "pt-BR": { language: "Idioma", currency: "Moeda", taxIncluded: "{label} de {rate}% incluído", taxExcluded: "{label} não incluído" },
};

/** A text with its `{name}` placeholders filled. */
export function fillText(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
