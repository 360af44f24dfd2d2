import type { PublicMonitorStatus } from "../../../../../common/contracts";
import { formatText } from "../../i18n/catalog";
import { useLanguage, useTexts } from "../../i18n/PageTexts";
import { DayBars, dayLabeller } from "./DayBars";
import { BARS_HINT_ID } from "./statusPageIds";
import { formatUptime } from "./statusFormat";

/** The monitors in groups: each group where its first monitor is in the administrator's order; monitors without a group on their own. */
function groupsOf(monitors: readonly PublicMonitorStatus[]): { group: string; monitors: PublicMonitorStatus[] }[] {
  const groups: { group: string; monitors: PublicMonitorStatus[] }[] = [];
  for (const monitor of monitors) {
    const known = monitor.group ? groups.find((entry) => entry.group === monitor.group) : undefined;
    if (known) known.monitors.push(monitor);
    else groups.push({ group: monitor.group, monitors: [monitor] });
  }
  return groups;
}

const STATE_TEXT = { up: "stateUp", down: "stateDown", maintenance: "stateMaintenance", unknown: "stateUnknown" } as const;

/** Each shown monitor, grouped, with its state, its 90 days and its uptime over 30 and 90 days; the colours' legend. */
export function MonitorList({ monitors }: { monitors: readonly PublicMonitorStatus[] }) {
  const texts = useTexts().statusPage;
  const language = useLanguage();
  const label = dayLabeller(texts, language);
  const uptime = (fraction: number | null) => formatUptime(fraction, language) ?? texts.noData;
  return (
    <section className="status-section" aria-labelledby="status-services-title">
      <div className="status-section-head">
        <h2 id="status-services-title" className="status-section-title">
          {texts.servicesTitle}
        </h2>
        <ul className="status-legend" aria-label={texts.legendLabel}>
          <li className="status-legend-item status-legend-item--up">{texts.legendNone}</li>
          <li className="status-legend-item status-legend-item--partial">{texts.legendPartial}</li>
          <li className="status-legend-item status-legend-item--major">{texts.legendMajor}</li>
          <li className="status-legend-item status-legend-item--empty">{texts.legendNoData}</li>
        </ul>
      </div>
      <p id={BARS_HINT_ID} className="visually-hidden">
        {texts.barsHint}
      </p>
      {monitors.length === 0 && <p className="status-empty">{texts.noServices}</p>}
      {groupsOf(monitors).map(({ group, monitors: members }) => (
        <div key={`${group}|${members[0].id}`} className="status-group">
          {group && <h3 className="status-group-title">{group}</h3>}
          <ul className="status-monitors">
            {members.map((monitor) => (
              <li key={monitor.id} className="status-monitor" data-monitor-id={monitor.id}>
                <div className="status-monitor-head">
                  <span className="status-monitor-name">{monitor.name}</span>
                  <span className={`status-state status-state--${monitor.state}`}>
                    <span className="status-state-dot" aria-hidden="true" />
                    {texts[STATE_TEXT[monitor.state]]}
                  </span>
                </div>
                <DayBars name={formatText(texts, "barsLabel", { name: monitor.name })} days={monitor.days} label={label} />
                <div className="status-monitor-foot">
                  <span className="status-axis" aria-hidden="true">
                    {texts.ninetyDaysAgo}
                  </span>
                  <span className="status-uptimes">
                    <span>{formatText(texts, "uptime30", { uptime: uptime(monitor.uptime_30d) })}</span>
                    <span>{formatText(texts, "uptime90", { uptime: uptime(monitor.uptime_90d) })}</span>
                  </span>
                  <span className="status-axis" aria-hidden="true">
                    {texts.today}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
