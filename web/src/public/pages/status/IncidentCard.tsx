import type { PublicIncident } from "../../../../../common/contracts";
import { FilledText, useLanguage, useTexts } from "../../i18n/PageTexts";
import { Markdown } from "../../markdown/RenderedMarkdown";
import { statusMarkdown } from "../../../../../common/markdown/pageSources";
import { formatList, formatMoment } from "./statusFormat";

const IMPACT_TEXT = { minor: "impactMinor", major: "impactMajor", critical: "impactCritical" } as const;

/** A moment in the page's language and UTC, in a `<time>`. */
export function Moment({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatMoment(iso, useLanguage())}</time>;
}

/** "Affects Mail and Websites": the shown monitors of an incident or window by name; nothing when it names none of them. */
export function Affects({ ids, names }: { ids: readonly number[]; names: ReadonlyMap<number, string> }) {
  const texts = useTexts().statusPage;
  const language = useLanguage();
  const shown = ids.map((id) => names.get(id)).filter((name): name is string => name !== undefined);
  if (shown.length === 0) return null;
  return (
    <span className="status-affects">
      <FilledText text={texts.affects} parts={{ services: formatList(shown, language) }} />
    </span>
  );
}

/** An incident's impact as a small coloured tag. */
function ImpactTag({ impact }: { impact: PublicIncident["impact"] }) {
  const texts = useTexts().statusPage;
  return <span className={`status-tag status-tag--${impact}`}>{texts[IMPACT_TEXT[impact]]}</span>;
}

/** An incident's updates, the newest first: its state, when, and its text (markdown). */
function Updates({ updates }: { updates: PublicIncident["updates"] }) {
  const texts = useTexts().statusPage;
  if (updates.length === 0) return null;
  return (
    <ol className="status-updates">
      {[...updates].reverse().map((update, index) => {
        const body = statusMarkdown(update.body);
        return (
          <li key={`${update.at}|${index}`} className={`status-update status-update--${update.state}`}>
            <p className="status-update-head">
              <strong className="status-update-state">{texts[update.state]}</strong> <Moment iso={update.at} />
            </p>
            {body && <Markdown source={body} className="status-update-body" />}
          </li>
        );
      })}
    </ol>
  );
}

/** Since when an incident is on, the monitors it affects, and its updates. */
function Timeline({ incident, names }: { incident: PublicIncident; names: ReadonlyMap<number, string> }) {
  const texts = useTexts().statusPage;
  return (
    <>
      <p className="status-card-meta">
        <span>
          <FilledText text={texts.started} parts={{ time: <Moment iso={incident.started_at} /> }} />
        </span>
        <Affects ids={incident.monitors} names={names} />
      </p>
      <Updates updates={incident.updates} />
    </>
  );
}

/** An open incident: title, impact, since when, the monitors it affects, and its updates. */
export function OpenIncident({ incident, names }: { incident: PublicIncident; names: ReadonlyMap<number, string> }) {
  return (
    <article className={`status-card status-incident status-incident--${incident.impact}`}>
      <div className="status-card-head">
        <h3 className="status-card-title">{incident.title}</h3>
        <ImpactTag impact={incident.impact} />
      </div>
      <Timeline incident={incident} names={names} />
    </article>
  );
}

/** A resolved incident: a disclosure with its title and when it was resolved; its updates inside. */
export function PastIncident({ incident, names }: { incident: PublicIncident; names: ReadonlyMap<number, string> }) {
  const texts = useTexts().statusPage;
  return (
    <details className="status-past" data-incident-id={incident.id}>
      <summary className="status-past-summary">
        <span className="status-past-title">{incident.title}</span>
        <span className="status-card-meta">
          {incident.resolved_at && (
            <span>
              <FilledText text={texts.resolvedAt} parts={{ time: <Moment iso={incident.resolved_at} /> }} />
            </span>
          )}
          <ImpactTag impact={incident.impact} />
        </span>
      </summary>
      <div className="status-past-body">
        <Timeline incident={incident} names={names} />
      </div>
    </details>
  );
}
