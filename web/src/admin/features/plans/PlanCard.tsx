import type { ReactNode } from "react";
import type { Plan } from "../../../../../common/contracts";
import { money } from "../../../../../common/money";
import { cpuLabel, ramLabel } from "../../../../../common/rules";

interface PlanCardProps {
  plan: Plan;
  /** The site's default currency: the price is shown in it. */
  defaultCurrency: string;
  /** The enabled currencies the plan has no price in (each is held back from visitors until it has). */
  missingCurrencies?: readonly string[];
  handle?: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
  /** Marks the plan sold out or back in stock; absent: no toggle. */
  onToggleSoldOut?: () => void;
}

/**
 * The admin plan card: name, Popular, monthly price (in the default currency, as Intl writes it), CPU, RAM, Storage,
 * Bandwidth, markup, order, Edit Plan; plus sold out, and the enabled currencies it has no price in.
 */
export function PlanCard({ plan, defaultCurrency, missingCurrencies = [], handle, onEdit, onDelete, onToggleSoldOut }: PlanCardProps) {
  const terms = Object.keys(plan.pricing ?? {}).length;
  return (
    <article className={`card plan-card${plan.is_popular ? " popular" : ""}${plan.sold_out ? " sold-out" : ""}`} aria-label={plan.name}>
      <div className="plan-card-top">
        {handle}
        <h3 className="card-title">{plan.name}</h3>
        {plan.is_popular && <span className="badge badge-blue">Popular</span>}
        {plan.sold_out && <span className="badge badge-red">Sold out</span>}
      </div>
      <p className="plan-price">
        {money("en", defaultCurrency).format(plan.price)}
        <span>/month</span>
      </p>
      {missingCurrencies.length > 0 && (
        <p className="plan-missing-prices" data-missing-currencies={missingCurrencies.join(" ")}>
          <span className="badge badge-yellow">No price in {missingCurrencies.join(", ")}</span> Visitors are not offered{" "}
          {missingCurrencies.length === 1 ? "this currency" : "these currencies"} until it has one.
        </p>
      )}
      <dl className="spec-list">
        <div>
          <dt>CPU</dt>
          <dd>{cpuLabel(plan.cpu, plan.type) || "—"}</dd>
        </div>
        <div>
          <dt>RAM</dt>
          <dd>{ramLabel(plan.ram) || "—"}</dd>
        </div>
        <div>
          <dt>Storage</dt>
          <dd>{plan.disk_space || "—"}</dd>
        </div>
        <div>
          <dt>Bandwidth</dt>
          <dd>{plan.bandwidth || "—"}</dd>
        </div>
        {plan.markup_percentage > 0 && (
          <div>
            <dt>Markup</dt>
            <dd>{plan.markup_percentage}%</dd>
          </div>
        )}
        {terms > 0 && (
          <div>
            <dt>Terms</dt>
            <dd>
              {terms} longer term{terms === 1 ? "" : "s"}
            </dd>
          </div>
        )}
        <div>
          <dt>Order</dt>
          <dd>{plan.display_order}</dd>
        </div>
      </dl>
      <div className="card-actions">
        <button type="button" className="button small primary" onClick={onEdit} aria-label={`Edit Plan ${plan.name}`}>
          Edit Plan
        </button>
        {onToggleSoldOut && (
          <button type="button" className="button small" onClick={onToggleSoldOut}>
            {/* The visible words are part of the name; the hidden ones say which plan (e.g. "Mark VPS L sold out"). */}
            {plan.sold_out ? (
              <>
                <span className="visually-hidden">Mark {plan.name} </span>Back in stock
              </>
            ) : (
              <>
                Mark<span className="visually-hidden"> {plan.name}</span> sold out
              </>
            )}
          </button>
        )}
        <button type="button" className="button small danger" onClick={onDelete} aria-label={`Delete ${plan.name}`}>
          Delete
        </button>
      </div>
    </article>
  );
}
