import { pricesWithMarkup } from "../../../../../common/blestaPrices";
import type { BillingPackage, BlestaPackagePrices } from "../../../../../common/contracts";
import { money } from "../../../../../common/money";
import { errorText } from "../../../lib/api/errors";
import { TableWrap } from "../../components/ui/TableWrap";
import { useBlestaPackagePrices } from "./api";

interface Props {
  /** The chosen packages. */
  packages: BillingPackage[];
  /** The markup the new plans get (fraction: 0.15 = 15 %). */
  markup: number;
  /** The site's default currency first, then the other enabled ones. */
  currencies: string[];
}

const monthly = (currency: string, amount: number) => `${money("en", currency).exact(amount)}/mo`;

/** One package's monthly prices in each currency, Blesta's and the site's, one line per currency. */
function PriceLines({ prices, markup, currencies, site }: { prices: BlestaPackagePrices; markup: number; currencies: string[]; site: boolean }) {
  return (
    <ul className="price-lines">
      {currencies.map((currency) => {
        const own = prices.prices[currency];
        if (!own) return <li key={currency} className="muted">{`No ${currency} price`}</li>;
        const shown = site ? pricesWithMarkup(own, markup, currency).price : own.price;
        const differs = site && shown !== own.price;
        return (
          <li key={currency} className={differs ? "price-differs" : undefined}>
            {monthly(currency, shown)}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * What each chosen package costs in Blesta's checkout and what the new plan would advertise, per currency: the
 * two differ as soon as a markup is asked for.
 */
export function ImportPricePreview({ packages, markup, currencies }: Props) {
  const queries = useBlestaPackagePrices(packages.map((pkg) => pkg.id));
  if (packages.length === 0) return null;
  return (
    <div className="field-wide import-preview">
      <TableWrap label="Prices of the new plans">
        <table className="data-table import-prices" aria-label="Prices of the new plans">
          <thead>
            <tr>
              <th scope="col">Package</th>
              <th scope="col">Blesta's price</th>
              <th scope="col">Site price</th>
            </tr>
          </thead>
          <tbody>
            {packages.map((pkg, index) => {
              const query = queries[index];
              return (
                <tr key={pkg.id}>
                  <td data-label="Package">
                    <strong>{pkg.name}</strong> <span className="muted">#{pkg.id}</span>
                  </td>
                  {query?.data ? (
                    <>
                      <td data-label="Blesta's price">
                        <PriceLines prices={query.data} markup={markup} currencies={currencies} site={false} />
                      </td>
                      <td data-label="Site price">
                        <PriceLines prices={query.data} markup={markup} currencies={currencies} site />
                      </td>
                    </>
                  ) : (
                    <td colSpan={2} className="muted">
                      {query?.error ? `Prices could not be read: ${errorText(query.error)}` : "Reading prices from Blesta..."}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableWrap>
    </div>
  );
}
