import { useState } from "react";
import type { PromoCode } from "../../../../../common/contracts";
import { sharedSlots } from "../../../../../common/promoSlots";
import { DEFAULT_CURRENCY } from "../../../../../common/i18n/currencies";
import { money } from "../../../../../common/money";
import { promoState, type PromoState } from "../../../../../common/rules";
import { useLoadedSiteSettings } from "../../api/siteSettings";
import { errorText } from "../../../lib/api/errors";
import { useFeedback } from "../../components/ui/Feedback";
import { useDeletePromoCode, usePromoCodes } from "./api";
import { PromoDialog } from "./PromoDialog";
import { LOCATION_LABELS, slotNote } from "./promoForm";
import { TableWrap } from "../../components/ui/TableWrap";
import { formatDate, formatDateTime } from "../../lib/format";
import { useNow } from "../../hooks/useNow";

/** A code's discount as the list shows it; a fixed amount is in the site's default currency. */
function discountText(p: PromoCode, currency: string): string {
  return (
    [p.discount_percentage != null ? `${p.discount_percentage}%` : "", p.discount_amount != null ? money("en", currency).format(p.discount_amount) : ""]
      .filter(Boolean)
      .join(" + ") || "—"
  );
}

const STATE_BADGES: Record<PromoState, { label: string; badge: string }> = {
  scheduled: { label: "Scheduled", badge: "badge-blue" },
  active: { label: "Active", badge: "badge-green" },
  expired: { label: "Expired", badge: "badge-yellow" },
  inactive: { label: "Inactive", badge: "badge-gray" },
};

/**
 * Promo Codes: the list, and the form in a dialog. Each code shows whether it is scheduled, active, expired or
 * inactive, and, where active codes share a display slot, which one visitors see.
 */
export function PromoCodesTab() {
  const { notify, confirm } = useFeedback();
  const query = usePromoCodes();
  const deletePromoCode = useDeletePromoCode();
  const [editing, setEditing] = useState<PromoCode | "new" | null>(null);
  const promos = query.data ?? [];
  const currency = useLoadedSiteSettings().data?.default_currency ?? DEFAULT_CURRENCY;
  const now = useNow(30_000);
  // A slot shows one code: where two or more active codes share one, each row says which one visitors see.
  const shared = sharedSlots(promos, now);

  async function remove(promo: PromoCode) {
    if (!(await confirm(`Delete the promo code ${promo.code}?`, { title: "Delete promo code", confirmLabel: "Delete", danger: true }))) return;
    try {
      await deletePromoCode.mutateAsync(promo.id);
      notify("Promo code deleted successfully!");
    } catch (caught) {
      notify(`Error deleting promo code: ${errorText(caught)}`, "error");
    }
  }

  return (
    <section aria-labelledby="promo-title">
      <div className="tab-header">
        <div>
          <h1 id="promo-title">Promo Codes</h1>
          <p className="muted">Banners in the hero, pricing, floating and footer slots of the website.</p>
        </div>
        <div className="actions">
          <button type="button" className="button primary" onClick={() => setEditing("new")}>
            + Add Promo Code
          </button>
        </div>
      </div>
      {query.error && <p className="warning">Promo codes could not be loaded: {errorText(query.error)}</p>}
      {promos.length === 0 ? (
        <p className="empty-state">{query.isFetching ? "Loading promo codes..." : "No promo codes yet."}</p>
      ) : (
        <TableWrap label="Promo codes">
          <table className="data-table" aria-label="Promo codes">
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Title</th>
                <th scope="col">Discount</th>
                <th scope="col">Location</th>
                <th scope="col">Starts</th>
                <th scope="col">Expires</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {promos.map((p) => {
                const note = slotNote(p, shared.get(p.display_location));
                return (
                  <tr key={p.id}>
                    <td data-label="Code">
                      <code>{p.code}</code>
                    </td>
                    <td data-label="Title">{p.title}</td>
                    <td data-label="Discount">{discountText(p, currency)}</td>
                    <td data-label="Location">{LOCATION_LABELS[p.display_location] ?? p.display_location}</td>
                    <td data-label="Starts">{p.starts_at ? formatDateTime(p.starts_at) : "At once"}</td>
                    <td data-label="Expires">{p.expiry_date ? formatDate(p.expiry_date) : "Never"}</td>
                    <td data-label="Status">
                      <span className={`badge ${STATE_BADGES[promoState(p, now)].badge}`} data-state={promoState(p, now)}>
                        {STATE_BADGES[promoState(p, now)].label}
                      </span>
                      {note && <small className="hint slot-note">{note}</small>}
                    </td>
                    <td data-label="Actions" className="cell-actions">
                      <div className="card-actions">
                        <button type="button" className="button small" onClick={() => setEditing(p)} aria-label={`Edit ${p.code}`}>
                          Edit
                        </button>
                        <button type="button" className="button small danger" onClick={() => remove(p)} aria-label={`Delete ${p.code}`}>
                          Delete
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableWrap>
      )}
      {editing && <PromoDialog promo={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
