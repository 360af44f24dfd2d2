import type { PublicLocation } from "../../../../common/contracts";
import { enhance } from "../enhance/names";
import { formatText } from "../i18n/catalog";
import { useTexts } from "../i18n/PageTexts";
import type { LatencyTexts, TestedLocation } from "./latency";
import latencyTestCss from "./latencyTest.css?inline";
import { stylesheet, useStylesheet } from "../styles/stylesheets";

const LATENCY_TEST_STYLES = stylesheet(latencyTestCss);

/**
 * The "Test my latency" button and the line that says how it went (a live region, one line kept for it, so the
 * result never moves anything). `latencyTest.client.ts` measures each location's test address from the visitor's
 * browser, ranks them, and makes the nearest the chosen location. The server renders the button disabled: without
 * scripts there is nothing to measure with. Renders nothing when no location has a test address.
 */
export function LatencyTest({ locations, id }: { locations: readonly PublicLocation[]; id: string }) {
  useStylesheet(LATENCY_TEST_STYLES);
  const all = useTexts().locations;
  const tested: TestedLocation[] = locations.filter((location) => location.latency_url).map(({ key, name, latency_url }) => ({ key, name, url: latency_url }));
  if (tested.length === 0) return null;
  // Arguments stay as {name} for the module to fill in: the catalogs never reach the browser.
  const texts: LatencyTexts = {
    testing: all.testing,
    measuring: all.measuring,
    milliseconds: formatText(all, "milliseconds", { ms: "{ms}" }),
    failed: all.failed,
    rank: formatText(all, "rank", { rank: "{rank}" }),
    result: formatText(all, "result", { name: "{name}", time: "{time}" }),
    ranked: formatText(all, "ranked", { rank: "{rank}", name: "{name}", time: "{time}" }),
    noneMeasured: all.noneMeasured,
  };
  return (
    <div className="latency-test" data-locations={JSON.stringify(tested)} data-texts={JSON.stringify(texts)} {...enhance("latency-test")}>
      <button type="button" className="btn btn--outline latency-button" aria-describedby={`${id}-result`} disabled>
        {all.testButton}
      </button>
      <p id={`${id}-result`} className="latency-result" role="status" />
    </div>
  );
}
