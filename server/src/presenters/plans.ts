import type { Plan, PublicPlan } from "../../../common/contracts";

/** The admin view of a plan: every field, named one by one so a field added to the model never leaks by accident. */
export function presentPlan(plan: Plan): Plan {
  return {
    ...presentPublicPlan(plan),
    markup_percentage: plan.markup_percentage,
    blesta_package_id: plan.blesta_package_id,
    last_blesta_sync: plan.last_blesta_sync,
    created_at: plan.created_at,
    updated_at: plan.updated_at,
  };
}

/** What visitors see: no markup, no billing fields. */
export function presentPublicPlan(plan: Plan): PublicPlan {
  return {
    id: plan.id,
    name: plan.name,
    price: plan.price,
    category_key: plan.category_key,
    plan_type: plan.plan_type,
    type: plan.type,
    sub_type: plan.sub_type,
    cpu: plan.cpu,
    ram: plan.ram,
    disk_space: plan.disk_space,
    bandwidth: plan.bandwidth,
    websites: plan.websites,
    subdomains: plan.subdomains,
    parked_domains: plan.parked_domains,
    addon_domains: plan.addon_domains,
    databases: plan.databases,
    email_accounts: plan.email_accounts,
    features: [...plan.features],
    order_url: plan.order_url,
    is_customizable: plan.is_customizable,
    managed_wordpress: plan.managed_wordpress,
    auto_scaling: plan.auto_scaling,
    docker_image: plan.docker_image,
    supported_games: [...plan.supported_games],
    is_popular: plan.is_popular,
    sold_out: plan.sold_out ?? false,
    pricing: { ...plan.pricing },
    display_order: plan.display_order,
  };
}

export { sortPlans } from "../../../common/ordering";
