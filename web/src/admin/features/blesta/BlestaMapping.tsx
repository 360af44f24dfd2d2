import { alphabeticalPlans } from "../../../../../common/ordering";
import { errorText } from "../../../lib/api/errors";
import { useFeedback } from "../../components/ui/Feedback";
import { usePlans } from "../../api/catalog";
import { useBlestaPackages, useMapPlan } from "./api";
import { TableWrap } from "../../components/ui/TableWrap";
import { BlestaImport } from "./BlestaImport";
import { formatDateTime } from "../../lib/format";

/** Plan Mapping: each plan to a Blesta package (or none). */
export function BlestaMapping() {
  const { notify } = useFeedback();
  const { data: value, error, isPending: loading } = useBlestaPackages();
  const plansQuery = usePlans();
  const mapPlan = useMapPlan();
  const packages = value?.packages ?? [];
  const plans = alphabeticalPlans(plansQuery.data ?? []);
  const unmapped = packages.filter((pkg) => !plans.some((plan) => plan.blesta_package_id === pkg.id));

  async function map(planId: number, packageId: string) {
    try {
      await mapPlan.mutateAsync({ planId, packageId: packageId === "" ? null : Number(packageId) });
      notify("Plan mapping updated successfully!");
    } catch (caught) {
      notify(`Error updating plan mapping: ${errorText(caught)}`, "error");
    }
  }

  return (
    <>
      <div className="panel">
        <h2>Plan Mapping</h2>
        {loading && <p className="muted">Loading Blesta packages...</p>}
        {error && <p className="warning">Blesta packages could not be loaded: {errorText(error)}</p>}
        {!!value?.hidden_count && <p className="hint">{value.hidden_count} inactive package(s) are hidden.</p>}
        {plans.length === 0 ? (
          <p className="empty-state">{plansQuery.isPending ? "Loading hosting plans..." : "No hosting plans found"}</p>
        ) : (
          <TableWrap label="Plan mapping">
            <table className="data-table mapping-table" aria-label="Plan mapping">
              <thead>
                <tr>
                  <th scope="col">Plan</th>
                  <th scope="col">Type</th>
                  <th scope="col">Blesta Package</th>
                  <th scope="col">Last Sync</th>
                </tr>
              </thead>
              <tbody>
                {plans.map((plan) => {
                  const known = packages.some((p) => p.id === plan.blesta_package_id);
                  return (
                    <tr key={plan.id}>
                      <td data-label="Plan">{plan.name}</td>
                      <td data-label="Type">{plan.type}</td>
                      <td data-label="Blesta Package" className="cell-control">
                        <select
                          className="select"
                          aria-label={`Blesta package for ${plan.name}`}
                          value={plan.blesta_package_id ?? ""}
                          onChange={(e) => map(plan.id, e.target.value)}
                        >
                          <option value="">Not mapped</option>
                          {plan.blesta_package_id != null && !known && <option value={plan.blesta_package_id}>Package #{plan.blesta_package_id}</option>}
                          {packages.map((p) => (
                            <option key={p.id} value={p.id}>
                              {p.name} (#{p.id})
                            </option>
                          ))}
                        </select>
                      </td>
                      <td data-label="Last Sync">{plan.last_blesta_sync ? formatDateTime(plan.last_blesta_sync) : "Never"}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableWrap>
        )}
      </div>
      {value && plansQuery.data && <BlestaImport packages={unmapped} />}
    </>
  );
}
