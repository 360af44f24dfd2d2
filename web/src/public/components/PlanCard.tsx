import type { PublicPlan } from "../../../../common/schemas";
import { cpuLabel, formatPrice, ramLabel } from "../../../../common/rules";
import { CheckIcon } from "./Icons";
import "./planCard.css";

interface PlanCardProps {
  plan: PublicPlan;
  billingUrl: string;
  /** 3 inside a category section (h2), 4 inside a fallback group (h3). */
  headingLevel?: 3 | 4;
}

const LIMITS: [keyof PublicPlan, string][] = [
  ["websites", "Domains"],
  ["subdomains", "Subdomains"],
  ["addon_domains", "Addon Domains"],
  ["parked_domains", "Parked Domains"],
  ["databases", "Databases"],
  ["email_accounts", "Email Accounts"],
];

/** The order link: the plan's order_url, else the provider's billing site (SPEC §2). */
export function orderHref(plan: Pick<PublicPlan, "order_url">, billingUrl: string): string {
  return plan.order_url || billingUrl || "#contact";
}

/** A plan card exactly as SPEC §2 lists it. */
export function PlanCard({ plan, billingUrl, headingLevel = 3 }: PlanCardProps) {
  const Heading = `h${headingLevel}` as "h3" | "h4";
  const LimitsHeading = `h${headingLevel + 1}` as "h4" | "h5";
  const specs = [
    ["CPU", cpuLabel(plan.cpu, plan.type)],
    ["RAM", ramLabel(plan.ram)],
    ["Storage", plan.disk_space],
    ["Bandwidth", plan.bandwidth],
  ].filter(([, value]) => value);

  return (
    <article className={plan.is_popular ? "plan-card plan-card--popular" : "plan-card"} data-plan-id={plan.id}>
      {plan.is_popular && <p className="plan-badge">Popular</p>}
      <Heading className="plan-name">{plan.name}</Heading>
      <p className="plan-price">
        <span className="plan-currency">$</span>
        <span className="plan-amount">{formatPrice(plan.price)}</span>
        <span className="plan-period">/mo</span>
      </p>
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
            {LIMITS.map(([field, label]) => (
              <div key={field} className="plan-limit">
                <dt>{label}</dt>
                <dd>{String(plan[field] ?? "") || "—"}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      <a className={plan.is_popular ? "btn btn--primary plan-order" : "btn btn--outline plan-order"} href={orderHref(plan, billingUrl)}>
        Order Now<span className="visually-hidden"> {plan.name}</span>
      </a>
    </article>
  );
}
