import type { PublicMaintenance } from "../../../../../common/contracts";
import { useLanguage, useTexts } from "../../i18n/PageTexts";
import { Markdown } from "../../markdown/RenderedMarkdown";
import { statusMarkdown } from "../../../../../common/markdown/pageSources";
import { Affects } from "./IncidentCard";
import { formatPeriod } from "./statusFormat";

/** A maintenance window in progress or to come: title, in progress or scheduled, when (UTC), the monitors it affects, its text. */
export function MaintenanceCard({ window, names }: { window: PublicMaintenance; names: ReadonlyMap<number, string> }) {
  const texts = useTexts().statusPage;
  const language = useLanguage();
  const body = statusMarkdown(window.body);
  return (
    <article className={`status-card status-window${window.in_progress ? " status-window--progress" : ""}`}>
      <div className="status-card-head">
        <h3 className="status-card-title">{window.title}</h3>
        <span className={`status-tag ${window.in_progress ? "status-tag--progress" : "status-tag--scheduled"}`}>
          {window.in_progress ? texts.inProgress : texts.scheduled}
        </span>
      </div>
      <p className="status-card-meta">
        <span>
          <time dateTime={window.starts_at}>{formatPeriod(window.starts_at, window.ends_at, language)}</time>
        </span>
        <Affects ids={window.monitors} names={names} />
      </p>
      {body && <Markdown source={body} className="status-window-body" />}
    </article>
  );
}
