type BlestaParam = string | number | boolean | null | undefined | BlestaParam[] | { [key: string]: BlestaParam };
export type BlestaParams = Record<string, BlestaParam>;

/**
 * Flattens nested parameters into PHP bracket notation, the way PHP's http_build_query does:
 * `{filters: {hidden: 1}}` → `filters[hidden]=1`, `{vars: {pricing: [{term: 1}]}}` → `vars[pricing][0][term]=1`.
 * Booleans become 1/0; null and undefined are left out.
 */
export function flattenParams(params: BlestaParams): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  const visit = (key: string, value: BlestaParam): void => {
    if (value === null || value === undefined) return;
    if (typeof value === "boolean") return void pairs.push([key, value ? "1" : "0"]);
    if (typeof value !== "object") return void pairs.push([key, String(value)]);
    for (const [child, nested] of Object.entries(value)) visit(`${key}[${child}]`, nested);
  };
  for (const [key, value] of Object.entries(params)) visit(key, value);
  return pairs;
}

/** Form-urlencoded text (also usable as a query string). */
export function encodeParams(params: BlestaParams): string {
  return new URLSearchParams(flattenParams(params)).toString();
}

/** Blesta's numbers arrive as numbers or strings ("9.9900", "12"); null when it is not a number at all. */
export function toNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

/** Blesta flags: true, 1 or "1". */
export function toFlag(value: unknown): boolean {
  return value === true || value === 1 || value === "1";
}
