import type { ActivePackages, BillingPackage, BillingSettings, BillingStatus } from "../../../../common/contracts";
import { BlestaClient, BlestaError, isBlestaConfigured } from "./client";
import { toFlag, toNumber } from "./params";

export type BlestaSettings = Pick<BillingSettings, "api_url" | "username" | "api_key" | "timeout" | "company_id">;

export interface ConnectionTestResult {
  connection_status: BillingStatus["connection_status"];
  message: string;
}

/** Lists active packages of the company: one cheap call that proves URL, credentials and company. Never throws. */
export async function testConnection(settings: BlestaSettings): Promise<ConnectionTestResult> {
  if (!isBlestaConfigured(settings)) return { connection_status: "not_configured", message: "Blesta is not configured: set the API URL, user and key" };
  try {
    const packages = await getAllActive(new BlestaClient(settings), settings.company_id, false);
    return { connection_status: "connected", message: `Connected to Blesta (company ${settings.company_id}, ${packages.length} active packages)` };
  } catch (error) {
    return { connection_status: "error", message: error instanceof Error ? error.message : String(error) };
  }
}

/** Active packages a public site can sell, and how many hidden ones were left out. Throws BlestaError. */
export async function listActivePackages(settings: BlestaSettings): Promise<ActivePackages> {
  const client = new BlestaClient(settings);
  const [visible, withHidden] = await Promise.all([getAllActive(client, settings.company_id, false), getAllActive(client, settings.company_id, true)]);
  const visibleIds = new Set(visible.map((pkg) => pkg.id));
  return {
    packages: visible.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
    hidden_count: withHidden.filter((pkg) => pkg.hidden && !visibleIds.has(pkg.id)).length,
  };
}

/** packages/getAll with status=active; hidden packages only with filters[hidden]=1. */
async function getAllActive(client: BlestaClient, companyId: number, includeHidden: boolean) {
  const rows = await client.get("packages", "getAll", {
    company_id: companyId,
    status: "active",
    ...(includeHidden ? { filters: { hidden: 1 } } : {}),
  });
  if (!Array.isArray(rows)) throw new BlestaError("Blesta answered packages/getAll with something other than a list", "bad_response");
  return rows.map(readPackage);
}

function readPackage(row: unknown): BillingPackage & { hidden: boolean } {
  const pkg = (row ?? {}) as { id?: unknown; name?: unknown; names?: Array<{ name?: unknown }>; hidden?: unknown };
  const id = toNumber(pkg.id);
  if (id === null) throw new BlestaError("Blesta returned a package without an id", "bad_response");
  const name = typeof pkg.name === "string" && pkg.name ? pkg.name : typeof pkg.names?.[0]?.name === "string" ? pkg.names[0].name : `Package #${id}`;
  return { id, name, hidden: toFlag(pkg.hidden) };
}
