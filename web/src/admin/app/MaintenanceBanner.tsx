import { errorText, isStatus } from "../../lib/api/errors";
import { useFeedback } from "../components/ui/Feedback";
import { useSetMaintenanceMode, useSiteSettings } from "../features/settings/api";

const MAINTENANCE_BANNER_TEXT = "Maintenance mode is on";

/**
 * Shown across the top of the panel (browser and desktop app) while the website is in maintenance mode:
 * visitors get the maintenance page (HTTP 503) until it is switched off here or in Site Settings. It reads the
 * same settings query as the Site Settings tab, so a save there and a switch-off here show in both at once.
 */
export function MaintenanceBanner() {
  const { notify } = useFeedback();
  const { data: settings } = useSiteSettings();
  const switchOffMutation = useSetMaintenanceMode();
  const busy = switchOffMutation.isPending;

  if (settings?.maintenance_mode !== true) return null;

  async function switchOff() {
    try {
      await switchOffMutation.mutateAsync(false);
      notify("Maintenance mode is off: the website is open to visitors again.");
    } catch (caught) {
      // A 401 has already signed the administrator out (see the query client).
      if (!isStatus(caught, 401)) notify(`Error switching maintenance mode off: ${errorText(caught)}`, "error");
    }
  }

  return (
    <div className="maintenance-banner" role="status">
      <p>{MAINTENANCE_BANNER_TEXT}: visitors see the maintenance page. The admin panel and the API work as usual.</p>
      <button type="button" className="button small" onClick={switchOff} disabled={busy}>
        {busy ? "Switching off..." : "Switch off maintenance mode"}
      </button>
    </div>
  );
}
