import type { ReactNode } from "react";
import type { Plan } from "../../../../../common/schemas";
import { cpuLabel, formatPrice, ramLabel } from "../../../../../common/rules";

/** The admin plan card: name, Popular, monthly price, CPU, RAM, Storage, Bandwidth, markup, order, Edit Plan. */
export function PlanCard({ plan, handle, onEdit, onDelete }: { plan: Plan; handle?: ReactNode; onEdit: () => void; onDelete: () => void }) {
  return (
    <article className={`card plan-card${plan.is_popular ? " popular" : ""}`} aria-label={plan.name}>
      <div className="plan-card-top">
        {handle}
        <h3 className="card-title">{plan.name}</h3>
        {plan.is_popular && <span className="badge badge-blue">Popular</span>}
      </div>
      <p className="plan-price">
        ${formatPrice(plan.price)}
        <span>/month</span>
      </p>
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
        <div>
          <dt>Order</dt>
          <dd>{plan.display_order}</dd>
        </div>
      </dl>
      <div className="card-actions">
        <button type="button" className="button small primary" onClick={onEdit} aria-label={`Edit Plan ${plan.name}`}>
          Edit Plan
        </button>
        <button type="button" className="button small danger" onClick={onDelete} aria-label={`Delete ${plan.name}`}>
          Delete
        </button>
      </div>
    </article>
  );
}
