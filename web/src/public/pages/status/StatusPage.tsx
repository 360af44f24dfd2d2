import type { PublicStatus } from "../../../../../common/contracts";
import { STATUS_FEED_PATH } from "../../../../../common/publicPages";
import { enhance } from "../../enhance/names";
import { useTexts } from "../../i18n/PageTexts";
import { OpenIncident, PastIncident } from "./IncidentCard";
import { MaintenanceCard } from "./MaintenanceCard";
import { MonitorList } from "./MonitorList";
import { OverallState } from "./OverallState";
import { STATUS_LIVE_ID } from "./statusPageIds";
import statusPageCss from "./statusPage.css?inline";
import { STATUS_TONES_STYLES } from "./statusTonesStyles";
import { stylesheet, useStylesheet } from "../../styles/stylesheets";

const STATUS_PAGE_STYLES = stylesheet(statusPageCss);

/** How often the page fetches itself again while it is open (seconds). */
const REFRESH_SECONDS = 60;

/** Without the status (a page rendered from its standard data): nothing known, nothing shown. */
const NOTHING_KNOWN: PublicStatus = { overall: "unknown", checked_at: null, monitors: [], incidents: [], maintenance: [] };

/**
 * The status page (/status): the state of everything shown, open incidents with their updates, maintenance in
 * progress and to come, each shown monitor with its 90 days and its uptime, and the incidents of the last 90
 * days. `statusPage.client.ts` fetches the page again every minute while it is open and puts the new content in
 * place (`data-refresh-seconds`); the arrow keys move between a monitor's days.
 */
export function StatusPage({ status = NOTHING_KNOWN }: { status?: PublicStatus }) {
  useStylesheet(STATUS_TONES_STYLES, STATUS_PAGE_STYLES);
  const texts = useTexts().statusPage;
  const names = new Map(status.monitors.map((monitor) => [monitor.id, monitor.name]));
  const open = status.incidents.filter((incident) => incident.resolved_at === null);
  const past = status.incidents.filter((incident) => incident.resolved_at !== null);
  return (
    <div className="container status-page" id={STATUS_LIVE_ID} data-refresh-seconds={REFRESH_SECONDS} {...enhance("status-page")}>
      <div className="status-intro">
        <h1 className="status-title">{texts.title}</h1>
        <p className="status-lead">{texts.lead}</p>
        <a className="status-feed" href={STATUS_FEED_PATH} type="application/atom+xml">
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M5 5a14 14 0 0 1 14 14M5 11a8 8 0 0 1 8 8" />
            <circle cx="6" cy="18" r="1.5" />
          </svg>
          {texts.feed}
        </a>
      </div>
      <OverallState overall={status.overall} checkedAt={status.checked_at} />
      {open.length > 0 && (
        <section className="status-section" aria-labelledby="status-incidents-title">
          <h2 id="status-incidents-title" className="status-section-title">
            {texts.incidentsTitle}
          </h2>
          {open.map((incident) => (
            <OpenIncident key={incident.id} incident={incident} names={names} />
          ))}
        </section>
      )}
      {status.maintenance.length > 0 && (
        <section className="status-section" aria-labelledby="status-maintenance-title">
          <h2 id="status-maintenance-title" className="status-section-title">
            {texts.maintenanceTitle}
          </h2>
          {status.maintenance.map((window) => (
            <MaintenanceCard key={window.id} window={window} names={names} />
          ))}
        </section>
      )}
      <MonitorList monitors={status.monitors} />
      <section className="status-section" aria-labelledby="status-past-title">
        <h2 id="status-past-title" className="status-section-title">
          {texts.pastTitle}
        </h2>
        {past.length === 0 ? (
          <p className="status-empty">{texts.pastNone}</p>
        ) : (
          past.map((incident) => <PastIncident key={incident.id} incident={incident} names={names} />)
        )}
      </section>
    </div>
  );
}
