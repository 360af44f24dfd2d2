import type { PlanPriceCheck } from "../../../../../common/contracts";
import { money } from "../../../../../common/money";
import { errorText } from "../../../lib/api/errors";
import { TableWrap } from "../../components/ui/TableWrap";
import { useBlestaPrices } from "./api";

type CurrencyCheck = PlanPriceCheck["currencies"][number];

const amount = (currency: string, value: number | null) => (value === null ? "—" : `${money("en", currency).exact(value)}/mo`);
const percent = (markup: number | null) => (markup === null ? "—" : `${Math.round(markup * 1000) / 10} %`);

/** One value per currency of a plan, one line each; `mark`: a currency whose prices differ stands out. */
function Lines({ checks, value, mark = false }: { checks: CurrencyCheck[]; value: (check: CurrencyCheck) => string; mark?: boolean }) {
  return (
    <ul className="price-lines">
      {checks.map((check) => (
        <li key={check.currency} className={mark && !check.matches ? "price-differs" : undefined}>
          {value(check)}
        </li>
      ))}
    </ul>
  );
}

function Verdict({ plan }: { plan: PlanPriceCheck }) {
  if (!plan.known) return <span className="badge badge-gray">Not read yet: sync</span>;
  if (plan.matches) return <span className="badge badge-green">Matches Blesta</span>;
  const differing = plan.currencies.filter((check) => !check.matches).map((check) => `${check.currency} ${check.differing_terms.join(", ")}`);
  return (
    <span className="badge badge-red" title={`Differs: ${differing.join("; ")}`}>
      Differs: {differing.join("; ")}
    </span>
  );
}

/**
 * Prices: every mapped plan's monthly price in each enabled currency, as Blesta's checkout charges it, the markup,
 * and as the site advertises it; Blesta's prices are those the import or the last sync read.
 */
export function BlestaPrices() {
  const { data, error, isPending } = useBlestaPrices();
  const differing = data?.plans.filter((plan) => plan.known && !plan.matches) ?? [];
  return (
    <div className="panel blesta-prices">
      <h2>Site prices against Blesta</h2>
      <p className="muted">
        Blesta's checkout charges Blesta's price. A site price above it advertises what customers do not pay at checkout; set the markup to 0 % (Settings, or
        when creating plans) and sync, or change the price in Blesta.
      </p>
      {error && <p className="warning">Prices could not be loaded: {errorText(error)}</p>}
      {isPending && <p className="muted">Loading prices...</p>}
      {data && data.plans.length === 0 && <p className="empty-state">No plan is mapped to a Blesta package.</p>}
      {differing.length > 0 && (
        <p className="warning" role="status">
          {differing.length === 1 ? "1 plan's site price differs" : `${differing.length} plans' site prices differ`} from Blesta's:{" "}
          {differing.map((plan) => plan.name).join(", ")}.
        </p>
      )}
      {data && data.plans.length > 0 && (
        <TableWrap label="Site prices against Blesta">
          <table className="data-table blesta-prices-table" aria-label="Site prices against Blesta">
            <thead>
              <tr>
                <th scope="col">Plan</th>
                <th scope="col">Blesta's price</th>
                <th scope="col">Markup</th>
                <th scope="col">Site price</th>
                <th scope="col">Check</th>
              </tr>
            </thead>
            <tbody>
              {data.plans.map((plan) => (
                <tr key={plan.plan_id}>
                  <td data-label="Plan">
                    <strong>{plan.name}</strong> <span className="muted">package #{plan.blesta_package_id}</span>
                  </td>
                  <td data-label="Blesta's price">
                    {plan.known ? <Lines checks={plan.currencies} value={(check) => amount(check.currency, check.blesta_price)} /> : "—"}
                  </td>
                  <td data-label="Markup">{plan.known ? <Lines checks={plan.currencies} value={(check) => percent(check.markup)} mark /> : "—"}</td>
                  <td data-label="Site price">
                    {plan.known ? <Lines checks={plan.currencies} value={(check) => amount(check.currency, check.site_price)} mark /> : "—"}
                  </td>
                  <td data-label="Check">
                    <Verdict plan={plan} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </div>
  );
}
