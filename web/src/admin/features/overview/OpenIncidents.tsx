import { Ago } from "./Ago";
import type { Overview } from "./api";

type OpenIncident = Overview["open_incidents"][number];

const IMPACT_BADGE: Record<OpenIncident["impact"], string> = { minor: "badge-yellow", major: "badge-red", critical: "badge-red" };
const IMPACT_WORD: Record<OpenIncident["impact"], string> = { minor: "Minor", major: "Major", critical: "Critical" };

/** The Status tab, where incidents are written, updated and resolved. */
const STATUS_TAB = "#status";

/** Incidents not resolved yet, newest first, each linking to the Status tab; "all clear" when there are none. */
export function OpenIncidents({ incidents }: { incidents: OpenIncident[] }) {
  return (
    <section className="panel open-incidents" aria-labelledby="open-incidents-title">
      <div className="open-incidents-head">
        <h2 id="open-incidents-title">Open incidents</h2>
        <a href={STATUS_TAB}>Status tab</a>
      </div>
      {incidents.length === 0 ? (
        <p className="open-incidents-clear">
          <span className="setup-mark done" aria-hidden="true">
            ✓
          </span>
          All clear: no open incidents.
        </p>
      ) : (
        <ul className="plain-list open-incidents-list">
          {incidents.map((incident) => (
            <li key={incident.id} className="open-incident" data-incident-id={incident.id}>
              <a href={STATUS_TAB} className="open-incident-title">
                {incident.title}
              </a>
              <span className={`badge ${IMPACT_BADGE[incident.impact]}`}>{IMPACT_WORD[incident.impact]}</span>
              {!incident.published && <span className="badge badge-gray">Not published</span>}
              <span className="muted small">
                started <Ago iso={incident.started_at} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
