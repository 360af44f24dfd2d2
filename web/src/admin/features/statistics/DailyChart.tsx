import { CategoryScale, Chart, Filler, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip, type ChartDataset } from "chart.js";
import { useEffect, useRef } from "react";
import type { StatisticsDay } from "../../../../../common/contracts";
import { formatDay, formatNumber } from "../../lib/format";

Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Tooltip, Legend, Filler);

interface DailyChartProps {
  days: readonly StatisticsDay[];
  /** The period before, day by day (the same number of days): drawn dashed for comparison. */
  previous?: readonly StatisticsDay[] | null;
  /** What the chart shows, for screen readers (the table beside it has every number). */
  label: string;
}

/** A colour of the panel's theme (its CSS variables), read where the chart is. */
function themeColor(element: Element, name: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || "#888";
}

/**
 * Visitors and order clicks per day as lines (Chart.js on a canvas), the previous period's visitors dashed; in the
 * panel's colours, drawn again when the theme changes. The canvas is an image with a name: the numbers are in the
 * table that goes with it.
 */
export function DailyChart({ days, previous, label }: DailyChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const root = element.closest(".admin-root") ?? document.documentElement;
    const build = () => {
      const color = (name: string) => themeColor(element, name);
      const datasets: ChartDataset<"line", number[]>[] = [
        {
          label: "Visitors",
          data: days.map((day) => day.visitors),
          borderColor: color("--primary"),
          backgroundColor: color("--primary-soft"),
          fill: true,
          tension: 0.25,
          pointRadius: days.length > 45 ? 0 : 2,
        },
        {
          label: "Order clicks",
          data: days.map((day) => day.order_clicks),
          borderColor: color("--success"),
          backgroundColor: color("--success"),
          tension: 0.25,
          pointRadius: days.length > 45 ? 0 : 2,
        },
      ];
      if (previous) {
        datasets.push({
          label: "Visitors, previous period",
          data: previous.map((day) => day.visitors),
          borderColor: color("--muted"),
          backgroundColor: color("--muted"),
          borderDash: [6, 4],
          tension: 0.25,
          pointRadius: 0,
        });
      }
      return new Chart(element, {
        type: "line",
        data: { labels: days.map((day) => formatDay(day.date)), datasets },
        options: {
          animation: false,
          responsive: true,
          maintainAspectRatio: false,
          interaction: { mode: "index", intersect: false },
          scales: {
            x: { ticks: { color: color("--muted"), maxTicksLimit: 8, maxRotation: 0 }, grid: { display: false } },
            y: {
              beginAtZero: true,
              ticks: { color: color("--muted"), precision: 0, callback: (value) => formatNumber(Number(value)) },
              grid: { color: color("--border") },
            },
          },
          plugins: { legend: { labels: { color: color("--text"), boxWidth: 12 } } },
        },
      });
    };
    let chart = build();
    // The theme toggle changes the root's data-theme: draw again in the new colours.
    const observer = new MutationObserver(() => {
      chart.destroy();
      chart = build();
    });
    observer.observe(root, { attributes: true, attributeFilter: ["data-theme"] });
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [days, previous]);
  return (
    <div className="statistics-chart">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
