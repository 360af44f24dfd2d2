import { useState, type FormEvent } from "react";
import type { Statistics } from "../../../../../common/contracts";
import { errorText } from "../../../lib/api/errors";
import { useCall } from "../../api/client";
import { useSiteSettings } from "../../api/siteSettings";
import { downloadText } from "../../lib/download";
import { formatDay, formatNumber, formatPercent } from "../../lib/format";
import { fetchStatisticsCsv, useStatistics } from "../../api/statistics";
import { DailyChart } from "./DailyChart";
import { DaysTable, StatisticsLists } from "./StatisticsTables";
import { changeOf, customRangeProblem, previousRange, RANGE_PRESETS, rangeOf, utcToday, type DayRange, type RangeChoice } from "../../lib/statisticsRange";
import "./statistics.css";

/** One figure of the range, with its change against the previous period when that is shown. */
function Figure({ label, value, text, before }: { label: string; value: number; text?: string; before?: number }) {
  const change = before === undefined ? undefined : changeOf(value, before);
  return (
    <li className="card statistics-figure">
      <p className="statistics-figure-label">{label}</p>
      <p className="statistics-figure-value">{text ?? formatNumber(value)}</p>
      {change !== undefined && (
        <p className={`small statistics-change${change === null ? "" : change >= 0 ? " is-up" : " is-down"}`}>
          {change === null ? "none in the period before" : `${change >= 0 ? "▲ +" : "▼ "}${formatPercent(change)} on the period before`}
        </p>
      )}
    </li>
  );
}

/** The range's figures; with the period before (`before`), each says how it changed. */
function Figures({ statistics, before }: { statistics: Statistics; before: Statistics | null }) {
  const totals = statistics.totals;
  const previous = before?.totals;
  return (
    <ul className="statistics-figures" aria-label="The range in figures">
      <Figure label="Visitors" value={totals.visitors} before={previous?.visitors} />
      <Figure label="Page views" value={totals.pageviews} before={previous?.pageviews} />
      <Figure label="Order clicks" value={totals.order_clicks} before={previous?.order_clicks} />
      <Figure label="Conversion" value={totals.conversion} text={formatPercent(totals.conversion)} before={previous?.conversion} />
      <Figure label="Contact messages" value={totals.contact_messages} before={previous?.contact_messages} />
    </ul>
  );
}

/** The range's buttons (7 / 30 / 90 days, 12 months) and a custom range of two dates. */
function RangePicker({ choice, onChoose }: { choice: RangeChoice; onChoose: (choice: RangeChoice) => void }) {
  const today = utcToday();
  const [from, setFrom] = useState(choice.preset === "custom" ? choice.from : rangeOf(choice, today).from);
  const [to, setTo] = useState(choice.preset === "custom" ? choice.to : today);
  const [problem, setProblem] = useState<string | null>(null);
  function applyCustom(event: FormEvent) {
    event.preventDefault();
    const wrong = customRangeProblem(from, to);
    setProblem(wrong);
    if (!wrong) onChoose({ preset: "custom", from, to });
  }
  return (
    <div className="statistics-range">
      <div className="toggle-group" role="group" aria-label="Range">
        {RANGE_PRESETS.map((preset) => (
          <button key={preset.id} type="button" className="button" aria-pressed={choice.preset === preset.id} onClick={() => onChoose({ preset: preset.id })}>
            {preset.label}
          </button>
        ))}
      </div>
      <form className="statistics-custom" onSubmit={applyCustom} aria-label="Custom range">
        <label>
          From
          <input type="date" value={from} max={today} onChange={(event) => setFrom(event.target.value)} />
        </label>
        <label>
          To
          <input type="date" value={to} max={today} onChange={(event) => setTo(event.target.value)} />
        </label>
        <button type="submit" className="button" aria-pressed={choice.preset === "custom"}>
          Show range
        </button>
        {problem && (
          <p className="form-error" role="alert">
            {problem}
          </p>
        )}
      </form>
    </div>
  );
}

function rangeText(range: DayRange): string {
  return range.from === range.to ? formatDay(range.from) : `${formatDay(range.from)} – ${formatDay(range.to)}`;
}

/**
 * Statistics: visitors and order clicks per day as a chart (and as a table), conversion, and what sells and where
 * visitors come from, for 7 / 30 / 90 days, 12 months or a custom range, optionally against the period before.
 * Counted on the server without cookies or scripts (Site Settings → Statistics turns it off).
 */
export function StatisticsTab() {
  const call = useCall();
  const settings = useSiteSettings();
  const [choice, setChoice] = useState<RangeChoice>({ preset: "30d" });
  const [comparing, setComparing] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const range = rangeOf(choice, utcToday());
  const current = useStatistics(range);
  const earlier = useStatistics(comparing ? previousRange(range) : null);
  const statistics = current.data;
  const before = comparing ? (earlier.data ?? null) : null;

  async function downloadCsv() {
    setDownloadError(null);
    try {
      downloadText(`statistics_${range.from}_${range.to}.csv`, await fetchStatisticsCsv(call, range), "text/csv");
    } catch (error) {
      setDownloadError(`The CSV could not be made: ${errorText(error)}`);
    }
  }

  return (
    <section aria-labelledby="statistics-title">
      <div className="tab-header">
        <div>
          <h1 id="statistics-title">Statistics</h1>
          <p className="muted">
            Visits, order clicks, copied promo codes and contact messages, counted on the server as daily totals: no cookie, no script, no address or browser
            kept. Days are UTC.
          </p>
        </div>
        <button type="button" className="button" onClick={() => void downloadCsv()}>
          Download CSV
        </button>
      </div>
      {settings.data?.statistics_enabled === false && (
        <p className="warning" role="status">
          Counting is off: nothing new is counted. Turn it on in <a href="#settings/statistics">Site Settings → Statistics</a>.
        </p>
      )}
      <RangePicker choice={choice} onChoose={setChoice} />
      <label className="statistics-compare">
        <input type="checkbox" checked={comparing} onChange={(event) => setComparing(event.target.checked)} />
        Compare with the period before
      </label>
      {downloadError && (
        <p className="form-error" role="alert">
          {downloadError}
        </p>
      )}
      {current.error && (
        <p className="form-error" role="alert">
          Error loading statistics: {errorText(current.error)}
        </p>
      )}
      {!statistics ? (
        <p className="empty-state">{current.isFetching ? "Loading statistics..." : "The statistics could not be loaded."}</p>
      ) : (
        <div aria-busy={current.isFetching}>
          <h2 className="statistics-range-title">{rangeText({ from: statistics.from, to: statistics.to })}</h2>
          <Figures statistics={statistics} before={before} />
          <section className="card statistics-daily" aria-labelledby="statistics-daily-title">
            <h2 id="statistics-daily-title">Visitors and order clicks per day</h2>
            <DailyChart
              days={statistics.days}
              previous={before?.days ?? null}
              label={`Chart of visitors and order clicks per day, ${rangeText(statistics)}: ${formatNumber(statistics.totals.visitors)} visitors and ${formatNumber(statistics.totals.order_clicks)} order clicks in all. The table below has every day.`}
            />
            <details className="statistics-days">
              <summary>Every day as a table</summary>
              <DaysTable days={statistics.days} />
            </details>
          </section>
          <StatisticsLists statistics={statistics} />
        </div>
      )}
    </section>
  );
}
