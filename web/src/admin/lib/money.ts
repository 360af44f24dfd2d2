/** Prices in the admin panel, written the English way for the currency they are in ("$4.99", "€4.49"). */

/** An amount in `currency` ("$4.99"). */
export function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat("en", { style: "currency", currency }).format(amount);
}

/** The currency's short sign ("$" for USD, "€" for EUR; the code itself where it has none). */
export function currencySign(currency: string): string {
  const parts = new Intl.NumberFormat("en", { style: "currency", currency }).formatToParts(0);
  return parts.find((part) => part.type === "currency")?.value ?? currency;
}
