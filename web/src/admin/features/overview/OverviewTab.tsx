import { useRef, useState, type ReactNode } from "react";
import type { Statistics, SystemState } from "../../../../../common/contracts";
import { formatNumber, formatPercent } from "../../lib/format";
import { useStatistics } from "../../api/statistics";
import { rangeOf, utcToday } from "../../lib/statisticsRange";
import { errorText } from "../../../lib/api/errors";
import { Ago } from "./Ago";
import { useOverview, type Overview } from "./api";
import { LocationTestsWarning } from "./LocationTestsWarning";
import { OpenIncidents } from "./OpenIncidents";
import { RemoveDemoDialog } from "./RemoveDemoDialog";
import { SetupChecklist } from "./SetupChecklist";
import { TranslationsSummary } from "./TranslationsSummary";

const STATUS_BADGE: Record<SystemState, string> = { operational: "badge-green", degraded: "badge-yellow", down: "badge-red", unknown: "badge-gray" };
const STATUS_WORD: Record<SystemState, string> = { operational: "Operational", degraded: "Degraded", down: "Down", unknown: "Unknown" };

/** One figure of the overview: what it is, its value, a line about it and a link to the tab it comes from. */
function Stat({ id, label, value, children }: { id: string; label: string; value: ReactNode; children: ReactNode }) {
  return (
    <li className="card overview-stat" data-stat={id}>
      <p className="overview-stat-label">{label}</p>
      <p className="overview-stat-value">{value}</p>
      <p className="muted small overview-stat-note">{children}</p>
    </li>
  );
}

function AtAGlance({ data, week }: { data: Overview; week: Statistics | undefined }) {
  const sync = data.last_sync;
  return (
    <section aria-labelledby="glance-title">
      <h2 id="glance-title" className="visually-hidden">
        At a glance
      </h2>
      <ul className="overview-stats">
        <Stat id="unread" label="Unread messages" value={data.unread_messages}>
          {data.messages_last_7_days} in the last 7 days · <a href="#submissions">Contact Submissions</a>
        </Stat>
        <Stat id="week" label="Visitors, last 7 days" value={week ? formatNumber(week.totals.visitors) : "…"}>
          {week
            ? `${formatNumber(week.totals.order_clicks)} order click${week.totals.order_clicks === 1 ? "" : "s"} · ${formatPercent(week.totals.conversion)} conversion`
            : "Loading"}{" "}
          · <a href="#statistics">Statistics</a>
        </Stat>
        <Stat id="mail" label="Failed e-mails" value={data.mail.failed}>
          {data.mail.queued > 0 ? `${data.mail.queued} waiting to be sent` : "None waiting to be sent"} · <a href="#contact">Contact &amp; SMTP</a>
        </Stat>
        <Stat id="backup" label="Last backup" value={data.last_backup_at ? <Ago iso={data.last_backup_at} /> : "None yet"}>
          <a href="#backups">Backups</a>
        </Stat>
        <Stat id="sync" label="Last price sync" value={sync ? <Ago iso={sync.at} /> : "Never"}>
          {sync ? (
            <span className={sync.success ? undefined : "text-danger"}>
              {sync.success ? `${sync.plans_updated} plan${sync.plans_updated === 1 ? "" : "s"} updated` : `Failed: ${sync.message}`}
            </span>
          ) : (
            "Prices come from Blesta once it is connected"
          )}{" "}
          · <a href="#blesta">Blesta Integration</a>
        </Stat>
        <Stat
          id="status"
          label="Status"
          value={<span className={`badge overview-status ${STATUS_BADGE[data.status.status]}`}>{STATUS_WORD[data.status.status]}</span>}
        >
          <span className="overview-status-text">{data.status.text}</span>{" "}
          {data.status.checked_at ? (
            <>
              (checked <Ago iso={data.status.checked_at} />)
            </>
          ) : (
            "(not checked yet)"
          )}{" "}
          · <a href="#settings">Site Settings</a>
        </Stat>
      </ul>
    </section>
  );
}

/** The first tab after sign-in: what waits (messages, failed e-mails), open incidents, the setup checklist, backups, billing sync and status. */
export function OverviewTab() {
  const query = useOverview();
  const week = useStatistics(rangeOf({ preset: "7d" }, utcToday()));
  const [removing, setRemoving] = useState(false);
  const checklistHeading = useRef<HTMLHeadingElement>(null);
  const data = query.data;

  function closeDialog() {
    setRemoving(false);
    // The Remove button is gone once nothing is left: the cursor goes to the checklist instead of the page's start.
    requestAnimationFrame(() => {
      if (document.activeElement === document.body || document.activeElement === null) checklistHeading.current?.focus();
    });
  }

  return (
    <section aria-labelledby="overview-title">
      <div className="tab-header">
        <div>
          <h1 id="overview-title">Overview</h1>
          <p className="muted">What waits for you, what is still to set up, and how the site runs.</p>
        </div>
      </div>
      {query.error && (
        <p className="form-error" role="alert">
          Error loading the overview: {errorText(query.error)}
        </p>
      )}
      {!data ? (
        <p className="empty-state">{query.isFetching ? "Loading overview..." : "The overview could not be loaded."}</p>
      ) : (
        <>
          <LocationTestsWarning items={data.setup} />
          <AtAGlance data={data} week={week.data} />
          <OpenIncidents incidents={data.open_incidents} />
          <SetupChecklist items={data.setup} onRemoveDemo={() => setRemoving(true)} headingRef={checklistHeading} />
          <TranslationsSummary />
        </>
      )}
      {removing && <RemoveDemoDialog onClose={closeDialog} />}
    </section>
  );
}
