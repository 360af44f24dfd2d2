/**
 * Where a public page's order link leads. Pages link the site's own `/go/order?…`, which counts the click and
 * answers 302 to the order address; this follows it once, as a browser does (as a browser, so it is counted like
 * one), with the page script's `{promo}` filled in with `promo`. Null when the link does not redirect.
 */
export async function orderTarget(baseUrl: string, href: string, promo = ""): Promise<string | null> {
  const link = href.replace(/&amp;/g, "&").replace("{promo}", encodeURIComponent(promo));
  if (!link.startsWith("/go/order?")) return link;
  const answer = await fetch(baseUrl + link, {
    redirect: "manual",
    headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0" },
  });
  return answer.status === 302 ? answer.headers.get("location") : null;
}
