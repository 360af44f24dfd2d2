/** What the site's name is made of: the company's name and the site's title (either may be empty). */
interface SiteNameSources {
  company: { name: string };
  settings: { site_title: string };
}

/** The name a site without a company name or title goes by. */
const UNNAMED_SITE = "Hosting";

/**
 * The name the site goes by on its pages, in its head tags and on the sign-in screen: the company's name, else
 * the site's title, else `fallback`.
 */
export function siteNameOf({ company, settings }: SiteNameSources, fallback: string = UNNAMED_SITE): string {
  return company.name || settings.site_title || fallback;
}
