// What counting visits costs: the home page (its cached answer, the common case) on a server that counts and on one
// with `statistics_enabled` off, requested as the browsers of 2,000 different visitors (a user agent each), so the
// day's visitor marks grow as on a real site.
import { measureFeature, type FeatureCost } from "./featureCost";
import { signIn } from "./servers";

const VISITORS = 2_000;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0 visitor/";

export function measureCounting(port: number): Promise<FeatureCost> {
  let visitor = 0;
  return measureFeature(port, {
    path: "/",
    on: { env: { LOG_REQUESTS: "false" } },
    off: { env: { LOG_REQUESTS: "false" }, setUp: turnStatisticsOff },
    verify: async ({ on, off }) => {
      const [counted, uncounted] = [await pageViews(on), await pageViews(off)];
      if (counted < VISITORS || uncounted !== 0) throw new Error(`statistics: ${counted} page views counted with counting on, ${uncounted} with it off`);
    },
    requests: {
      requests: [
        {
          method: "GET",
          path: "/",
          setupRequest: (request) => ({ ...request, headers: { ...request.headers, "user-agent": `${BROWSER}${visitor++ % VISITORS}` } }),
        },
      ],
    },
  });
}

/** The page views the server counted today. */
async function pageViews(base: string): Promise<number> {
  const token = await signIn(base);
  const answer = await fetch(`${base}/api/admin/statistics`, { headers: { authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { totals: { pageviews: number } }).totals.pageviews;
}

async function turnStatisticsOff(base: string): Promise<void> {
  const token = await signIn(base);
  const saved = await fetch(`${base}/api/admin/site-settings`, {
    method: "PUT",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ statistics_enabled: false }),
  });
  if (!saved.ok) throw new Error(`statistics could not be turned off: ${saved.status}`);
}
