import { useState } from "react";
import { BlestaMapping } from "./BlestaMapping";
import { BlestaPrices } from "./BlestaPrices";
import { BlestaSettingsForm } from "./BlestaSettingsForm";
import { BlestaSync } from "./BlestaSync";

const SUB_TABS = [
  { id: "settings", label: "Settings" },
  { id: "mapping", label: "Plan Mapping" },
  { id: "prices", label: "Prices" },
  { id: "sync", label: "Sync Status" },
] as const;
type SubTab = (typeof SUB_TABS)[number]["id"];

/** Billing (Blesta) integration: Settings, Plan Mapping, Prices (site against Blesta), Sync Status. */
export function BlestaTab() {
  const [tab, setTab] = useState<SubTab>("settings");
  return (
    <section aria-labelledby="blesta-title">
      <div className="tab-header">
        <div>
          <h1 id="blesta-title">Blesta Integration</h1>
          <p className="muted">Connect the billing system, map plans to its packages, compare their prices and sync them.</p>
        </div>
      </div>
      <div className="sub-tabs" role="tablist" aria-label="Blesta sections">
        {SUB_TABS.map((t) => (
          <button
            key={t.id}
            id={`blesta-${t.id}`}
            type="button"
            role="tab"
            className="sub-tab"
            aria-selected={tab === t.id}
            aria-controls="blesta-panel"
            onClick={() => setTab(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div id="blesta-panel" role="tabpanel" aria-labelledby={`blesta-${tab}`}>
        {tab === "settings" && <BlestaSettingsForm />}
        {tab === "mapping" && <BlestaMapping />}
        {tab === "prices" && <BlestaPrices />}
        {tab === "sync" && <BlestaSync />}
      </div>
    </section>
  );
}
