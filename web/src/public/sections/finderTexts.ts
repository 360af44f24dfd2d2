import type { Language } from "../../../../common/i18n/languages";
import { listFormat } from "../../../../common/intlFormats";
import { formatNumber } from "../../../../common/money";
import type { AmountNeed, FinderLack } from "../../../../common/planFinder";
import { formatText, type Catalog } from "../i18n/catalog";

/** An amount of a need after its name ("RAM: 4 GB", "CPU cores: 2", "Websites: 10"). */
function amountText(need: AmountNeed, amount: number, texts: Catalog["finder"], language: Language): string {
  return need === "disk" || need === "ram" ? formatText(texts, "amountGb", { amount: formatNumber(amount, language) }) : formatNumber(amount, language);
}

/** A minimum in the finder's select: "at least 4 GB", "at least 2 cores", "at least 10". */
export function minimumText(need: AmountNeed, amount: number, texts: Catalog["finder"], language: Language): string {
  if (need === "disk" || need === "ram") return formatText(texts, "gb", { amount: formatNumber(amount, language) });
  if (need === "cpu") return formatText(texts, "cores", { count: amount });
  return formatText(texts, "count", { count: formatNumber(amount, language) });
}

/** What the nearest miss lacks: "RAM: 2 GB instead of 4 GB", "not offered in Frankfurt", "no Rust". */
export function lackText(lack: FinderLack, texts: Catalog["finder"], language: Language, locationName: (key: string) => string): string {
  if (lack.need === "location") return formatText(texts, "lackLocation", { location: locationName(lack.wanted) });
  if (lack.need === "game") return formatText(texts, "lackGame", { game: lack.wanted });
  if (lack.need === "sold_out") return "";
  const spec = texts[lack.need];
  if (lack.has.kind !== "amount") return formatText(texts, "lackUnstated", { spec });
  return formatText(texts, "lackAmount", {
    spec,
    has: amountText(lack.need, lack.has.value, texts, language),
    wanted: amountText(lack.need, lack.wanted, texts, language),
  });
}

/** Names or lacks as one phrase in the page's language ("A, B and C"). */
export function listText(items: readonly string[], language: Language): string {
  return listFormat(language, { type: "conjunction" }).format(items);
}
