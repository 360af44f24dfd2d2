import type { PublicPlan } from "../../../../common/contracts";
import { cpuLabel, ramLabel, type HOSTING_LIMIT_FIELDS } from "../../../../common/rules";

/** The specs a plan card and the compare table show, in order. */
export const PLAN_SPECS = ["cpu", "ram", "storage", "bandwidth"] as const;
type PlanSpec = (typeof PLAN_SPECS)[number];

/** A spec as visitors read it ("2 vCPU", "4 GB"); "" when the plan does not state it. */
export function planSpecValue(plan: PublicPlan, spec: PlanSpec): string {
  if (spec === "cpu") return cpuLabel(plan.cpu, plan.type);
  if (spec === "ram") return ramLabel(plan.ram);
  return (spec === "storage" ? plan.disk_space : plan.bandwidth).trim();
}

type HostingLimit = (typeof HOSTING_LIMIT_FIELDS)[number][0];

/** A shared plan's hosting limit as stated ("" when it states none; other plans have none). */
export function planLimitValue(plan: PublicPlan, field: HostingLimit): string {
  return plan.type === "shared" ? String(plan[field] ?? "").trim() : "";
}
