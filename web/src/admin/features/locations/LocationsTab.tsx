import { useState } from "react";
import { LOCATION_LIMITS, type Location } from "../../../../../common/contracts";
import { errorText, isStatus } from "../../../lib/api/errors";
import { useLocations } from "../../api/locations";
import { useStatusMonitors } from "../../api/statusMonitors";
import { SortableList } from "../../components/SortableList";
import { useFeedback } from "../../components/ui/Feedback";
import { useDeleteLocation, useReorderLocations } from "./api";
import { LocationCard } from "./LocationCard";
import { LocationDialog } from "./LocationDialog";
import { LocationInUseDialog } from "./LocationInUseDialog";

/**
 * Locations: the data centres plans are offered in, dragged into the order visitors see them, each with its
 * latency test URL and the status monitors its status comes from. Deleting one that plans still name is refused,
 * and the dialog that says so names them.
 */
export function LocationsTab() {
  const { notify, confirm } = useFeedback();
  const query = useLocations();
  const monitors = useStatusMonitors().data ?? [];
  const reorder = useReorderLocations();
  const deleteLocation = useDeleteLocation();
  const [editing, setEditing] = useState<Location | "new" | null>(null);
  const [inUse, setInUse] = useState<{ location: Location; detail: string } | null>(null);
  const locations = query.data ?? [];
  const full = locations.length >= LOCATION_LIMITS.locations;

  async function saveOrder(next: Location[]) {
    try {
      await reorder.mutateAsync(next);
    } catch (caught) {
      if (!isStatus(caught, 401)) notify(`Error reordering locations: ${errorText(caught)}`, "error");
    }
  }

  async function remove(location: Location) {
    const question = `Delete the location "${location.name}"? Visitors no longer see it, and links with ?location=${location.key} choose none. This fails while plans are offered there.`;
    if (!(await confirm(question, { title: "Delete location", confirmLabel: "Delete", danger: true }))) return;
    try {
      await deleteLocation.mutateAsync(location.id);
      notify("Location deleted successfully!");
    } catch (caught) {
      if (isStatus(caught, 409)) setInUse({ location, detail: errorText(caught) });
      else if (!isStatus(caught, 401)) notify(`Error deleting location: ${errorText(caught)}`, "error");
    }
  }

  return (
    <section aria-labelledby="locations-title">
      <div className="tab-header">
        <div>
          <h1 id="locations-title">Locations</h1>
          <p className="muted">The data centres your plans are offered in, with their latency test and status.</p>
        </div>
        <div className="actions">
          <button type="button" className="button primary" onClick={() => setEditing("new")} disabled={full}>
            + Add Location
          </button>
        </div>
      </div>
      {query.error && <p className="warning">The locations could not be loaded: {errorText(query.error)}</p>}
      {full && <p className="hint">{LOCATION_LIMITS.locations} locations is the most a site can have: delete one to add another.</p>}
      {query.isPending ? (
        <p className="empty-state">Loading locations...</p>
      ) : locations.length === 0 ? (
        <p className="empty-state">No locations yet. Click "+ Add Location" to add your first data centre.</p>
      ) : (
        <>
          <p className="hint">Drag locations into the order visitors see them (or focus ⠿, then Space and the arrow keys).</p>
          <SortableList
            listName="Locations"
            className="plain-list location-list"
            items={locations}
            onReorder={saveOrder}
            getName={(location) => location.name}
            getId={(location) => location.id}
            renderItem={(location, handle) => (
              <LocationCard location={location} monitors={monitors} handle={handle} onEdit={() => setEditing(location)} onDelete={() => remove(location)} />
            )}
          />
        </>
      )}
      {editing && <LocationDialog location={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
      {inUse && <LocationInUseDialog name={inUse.location.name} detail={inUse.detail} onClose={() => setInUse(null)} />}
    </section>
  );
}
