import { z } from "zod";
import { flag, httpUrl, idRef, integer, numeric, secret, text } from "./fields";

export const MARKUP_TYPES = ["shared", "vps", "gameserver", "dedicated"] as const;

/** Markups are fractions (0.2 = 20 %), shown as whole percent: 0–200 % in steps of 5. */
const markupFraction = numeric().refine(
  (value) => value >= 0 && value <= 2 && Math.abs(Math.round(value * 20) - value * 20) < 1e-9,
  "must be between 0 and 2 (0–200 %) in steps of 0.05 (5 %)",
);

export const MarkupMapSchema = z.record(z.string().trim().min(1).max(64), markupFraction).refine(
  (record) => Object.keys(record).length <= 50,
  "must have at most 50 entries",
);

export const BillingSettingsSchema = z
  .object({
    api_url: httpUrl(),
    username: text(200),
    api_key: secret(1_000),
    timeout: integer(10, 300),
    sync_enabled: flag(),
    sync_frequency: integer(1, 168),
    markup_percentages: MarkupMapSchema,
    company_id: integer(1, 1_000_000),
  })
  .partial();
export type BillingSettingsInput = z.output<typeof BillingSettingsSchema>;

export interface BillingSettings {
  api_url: string;
  username: string;
  api_key: string;
  timeout: number;
  sync_enabled: boolean;
  sync_frequency: number;
  markup_percentages: Record<string, number>;
  company_id: number;
}

export type BillingSettingsView = BillingSettings & { has_api_key: boolean };

export const BILLING_DEFAULTS: BillingSettings = {
  api_url: "",
  username: "",
  api_key: "",
  timeout: 30,
  sync_enabled: false,
  sync_frequency: 24,
  markup_percentages: { vps: 0.2, gameserver: 0.4, shared: 0.15, dedicated: 0.1 },
  company_id: 1,
};

export const BillingMappingSchema = z.object({
  plan_id: idRef(),
  blesta_package_id: z.union([idRef(), z.null(), z.literal("")]).transform((v) => (v === "" ? null : v)),
});

export const BillingSyncSchema = z
  .object({
    force_update: flag().optional(),
    markup_overrides: MarkupMapSchema.nullish(),
  })
  .default({});

export interface BillingSyncResult {
  success: boolean;
  message: string;
  plans_updated: number;
  plans_failed: number;
  errors: string[];
  start_time: string;
  end_time: string;
}

export interface BillingStatus {
  connection_status: "connected" | "not_configured" | "error";
  message: string;
  last_sync: string | null;
  configured: boolean;
  plans_mapped: number;
  total_plans: number;
  sync_enabled: boolean;
  last_sync_result: BillingSyncResult | null;
}

export interface BillingPackage {
  id: number;
  name: string;
}
