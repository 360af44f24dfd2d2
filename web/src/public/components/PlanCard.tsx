import type { PublicPlan } from "../../../../common/contracts";
import { TERM_BILLED, termPrice } from "../../../../common/billingTerms";
import { cpuLabel, formatPrice, HOSTING_LIMIT_FIELDS, ramLabel } from "../../../../common/rules";
import type { TermChoice } from "../hooks/useBillingTerm";
import { CheckIcon } from "./Icons";
import "./planCard.css";

interface PlanCardProps {
  plan: PublicPlan;
  billingUrl: string;
  /** 3 inside a category section (h2), 4 inside a fallback group (h3). */
  headingLevel?: 3 | 4;
  /** The billing term chosen in the category's term switch. */
  term?: TermChoice;
  /** The category has a term switch: every card keeps a line for the term's billing note (no layout shift). */
  showTermNote?: boolean;
}

/** The order link: the plan's order_url, else the provider's billing site. */
export function orderHref(plan: Pick<PublicPlan, "order_url">, billingUrl: string): string {
  return plan.order_url || billingUrl || "#contact";
}

/** A plan card: name, Popular badge, price, CPU, RAM, storage, bandwidth, features, limits and the order button. */
export function PlanCard({ plan, billingUrl, headingLevel = 3, term = "monthly", showTermNote = false }: PlanCardProps) {
  const Heading = `h${headingLevel}` as "h3" | "h4";
  const LimitsHeading = `h${headingLevel + 1}` as "h4" | "h5";
  const specs = [
    ["CPU", cpuLabel(plan.cpu, plan.type)],
    ["RAM", ramLabel(plan.ram)],
    ["Storage", plan.disk_space],
    ["Bandwidth", plan.bandwidth],
  ].filter(([, value]) => value);
  const forTerm = term === "monthly" ? null : termPrice(plan, term);
  const classes = ["plan-card", plan.is_popular ? "plan-card--popular" : "", plan.sold_out ? "plan-card--sold-out" : ""].filter(Boolean).join(" ");

  return (
    <article className={classes} data-plan-id={plan.id} data-sold-out={plan.sold_out ? "true" : undefined}>
      {plan.sold_out ? <p className="plan-badge plan-badge--sold-out">Sold out</p> : plan.is_popular && <p className="plan-badge">Popular</p>}
      <Heading className="plan-name">{plan.name}</Heading>
      <p className="plan-price" data-term={forTerm ? term : "monthly"}>
        <span className="plan-currency">$</span>
        <span className="plan-amount">{formatPrice(forTerm ? forTerm.monthly : plan.price)}</span>
        <span className="plan-period">/mo</span>
      </p>
      {showTermNote && (
        <p className="plan-term-note">
          {forTerm ? (
            <>
              ${formatPrice(forTerm.total)} billed {term === "monthly" ? "" : TERM_BILLED[term]}
              {forTerm.savePercent > 0 && <span className="plan-save">Save {forTerm.savePercent}%</span>}
            </>
          ) : term === "monthly" ? (
            "Billed monthly"
          ) : (
            "Monthly billing only"
          )}
        </p>
      )}
      <dl className="plan-specs">
        {specs.map(([label, value]) => (
          <div key={label} className="plan-spec">
            <dt>{label}</dt>
            <dd data-spec={label.toLowerCase()}>{value}</dd>
          </div>
        ))}
      </dl>
      {plan.features.length > 0 && (
        <ul className="plan-features">
          {plan.features.map((feature, index) => (
            <li key={index}>
              <CheckIcon className="plan-check" />
              {feature}
            </li>
          ))}
        </ul>
      )}
      {plan.type === "shared" && (
        <div className="plan-limits">
          <LimitsHeading className="plan-limits-title">Hosting Limits</LimitsHeading>
          <dl>
            {HOSTING_LIMIT_FIELDS.map(([field, label]) => (
              <div key={field} className="plan-limit">
                <dt>{label}</dt>
                <dd>{String(plan[field] ?? "") || "—"}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      {plan.sold_out ? (
        <button type="button" className="btn btn--outline plan-order plan-order--sold-out" disabled>
          Sold out<span className="visually-hidden"> {plan.name}</span>
        </button>
      ) : (
        <a className={plan.is_popular ? "btn btn--primary plan-order" : "btn btn--outline plan-order"} href={orderHref(plan, billingUrl)}>
          Order Now<span className="visually-hidden"> {plan.name}</span>
        </a>
      )}
    </article>
  );
}
