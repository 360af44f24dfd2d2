import { useEffect, useState } from "react";
import { errorText } from "../api/http";
import { useFeedback } from "../components/ui/Feedback";
import { announceMaintenance, onMaintenanceChanged } from "../features/settings/maintenanceEvents";
import { useAdmin } from "./context";

export const MAINTENANCE_BANNER_TEXT = "Maintenance mode is on";

/**
 * Shown across the top of the panel (browser and desktop app) while the website is in maintenance mode:
 * visitors get the maintenance page (HTTP 503) until it is switched off here or in Site Settings.
 */
export function MaintenanceBanner() {
  const { api, refreshKey, logoutOn401 } = useAdmin();
  const { notify } = useFeedback();
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    api
      .siteSettings()
      .then((settings) => !cancelled && setOn(settings.maintenance_mode === true))
      .catch((caught) => logoutOn401(caught));
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- logoutOn401 changes with every context update
  }, [api, refreshKey]);
  useEffect(() => onMaintenanceChanged(setOn), []);

  if (!on) return null;

  async function switchOff() {
    setBusy(true);
    try {
      await api.setMaintenanceMode(false);
      setOn(false);
      announceMaintenance(false);
      notify("Maintenance mode is off: the website is open to visitors again.");
    } catch (caught) {
      if (!logoutOn401(caught)) notify(`Error switching maintenance mode off: ${errorText(caught)}`, "error");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="maintenance-banner" role="status">
      <p>
        {MAINTENANCE_BANNER_TEXT}: visitors see the maintenance page. The admin panel and the API work as usual.
      </p>
      <button type="button" className="button small" onClick={switchOff} disabled={busy}>
        {busy ? "Switching off..." : "Switch off maintenance mode"}
      </button>
    </div>
  );
}
