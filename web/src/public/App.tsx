import { fallbackNavigation } from "./fallbacks";
import { PageTextsProvider, useTexts } from "./i18n/PageTexts";
import { useLinkLocale } from "./i18n/useLinkLocale";
import { RenderedMarkdownProvider, type RenderedMarkdownMap } from "./markdown/RenderedMarkdown";
import type { NavigationItem } from "../../../common/contracts";
import { localizedPath } from "../../../common/i18n/pagePaths";
import { isLegalPageKind, STATUS_PAGE_PATH, type PublicPageData } from "../../../common/publicPages";
import { LocationsProvider } from "./components/LocationsContext";
import { LocationsPage } from "./pages/locations/LocationsPage";
import { isDeadSectionLink } from "../../../common/sectionLinks";
import { CurrencyNotice } from "./components/CurrencyNotice";
import { CustomPage } from "./pages/CustomPage";
import { HomePage } from "./pages/HomePage";
import { LegalPage } from "./pages/LegalPage";
import { MaintenancePage } from "./pages/MaintenancePage";
import { NotFoundPage } from "./pages/NotFoundPage";
import { StatusPage } from "./pages/status/StatusPage";
import { ComparePage } from "./pages/compare/ComparePage";
import { locationNamesOf } from "./sections/PlanFinder";
import { SiteNotice } from "./components/SiteNotice";
import { anchorHref, homeHref, pagePathOf } from "./links";
import { promoForSlot } from "./promoCodes";
import { darkBackgroundLogo } from "./components/Logo";
import { FloatingPromo } from "./sections/FloatingPromo";
import { Footer } from "./sections/Footer";
import { FooterPromo } from "./sections/FooterPromo";
import { Header } from "./sections/Header";
import baseCss from "./styles/base.css?inline";
import { siteNameOf } from "../../../common/siteName";
import { stylesheet, useStylesheet } from "./styles/stylesheets";

const BASE_STYLES = stylesheet(baseCss);

/**
 * The public site: one of the home page, a legal page, a page of the site's own, the status page, a compare page or
 * the 404 page,
 * inside the shared header and footer (with the footer's promo strip above it, and the notice of an open incident or
 * a maintenance window in progress below the header). It sets the page's language once, for every
 * component below (`useLanguage()`, `useTexts()`); `markdown`: the page's markdown texts as the server rendered
 * them beforehand. Rendered on the server only; what needs the browser is done by the enhancement modules its
 * markup names.
 */
export function App({ data, markdown = new Map() }: { data: PublicPageData; markdown?: RenderedMarkdownMap }) {
  useStylesheet(BASE_STYLES);
  return (
    <PageTextsProvider language={data.locale.language}>
      <RenderedMarkdownProvider markdown={markdown}>
        <LocationsProvider locations={data.locations ?? []} chosen={data.locale.location ?? null}>
          <Page data={data} />
        </LocationsProvider>
      </RenderedMarkdownProvider>
    </PageTextsProvider>
  );
}

/**
 * The menu without links to a home page section that is not there (a deleted category, the FAQ without questions):
 * such an entry is left out, and so is an item whose own link is one (with its dropdown). Unknown sections (the
 * maintenance page) leave the menu as it is.
 */
function withoutDeadLinks(navigation: NavigationItem[], homeSections: readonly string[] | undefined): NavigationItem[] {
  if (!homeSections) return navigation;
  const sections = new Set(homeSections);
  const live = (href: string) => !isDeadSectionLink(href, sections);
  return navigation.filter((item) => live(item.href)).map((item) => ({ ...item, dropdown_items: item.dropdown_items.filter((entry) => live(entry.href)) }));
}

function Page({ data }: { data: PublicPageData }) {
  const texts = useTexts();
  const onHome = data.page === "home";
  const companyName = siteNameOf(data);
  const navigation = withoutDeadLinks(data.navigation.length > 0 ? data.navigation : fallbackNavigation(texts), data.homeSections);
  const brand = { logoUrl: data.settings.logo_url, logoSize: data.logoSize };
  const darkBrand = darkBackgroundLogo(data.settings, data.logoSize, data.logoDarkSize);
  const links = useLinkLocale(data.locale.defaultLanguage);
  const home = homeHref(links);
  // The status link of the header's badge, the 404 and the maintenance page (the site's own status page in the page's language).
  const statusHref = anchorHref(data.settings.status_page_url, false, links);
  if (data.page === "maintenance") {
    return (
      <MaintenancePage
        name={companyName}
        company={data.company}
        settings={data.settings}
        status={data.status}
        message={data.maintenanceMessage ?? ""}
        brand={darkBrand}
        home={home}
        statusHref={statusHref}
      />
    );
  }
  return (
    <>
      <a className="skip-link" href="#main">
        {texts.common.skipToContent}
      </a>
      {onHome && <FloatingPromo promo={promoForSlot(data.promoCodes, "floating")} locale={data.locale} />}
      <Header
        companyName={companyName}
        navigation={navigation}
        settings={data.settings}
        status={data.status}
        onHome={onHome}
        brand={brand}
        locale={data.locale}
        pagePath={pagePathOf(data)}
        statusHref={statusHref}
      />
      <SiteNotice notice={data.siteNotice} href={localizedPath(STATUS_PAGE_PATH, links.language, links.defaultLanguage)} />
      <main id="main" tabIndex={-1} className={`page page--${data.page}`}>
        <CurrencyNotice locale={data.locale} />
        {data.page === "home" && <HomePage data={data} />}
        {isLegalPageKind(data.page) && <LegalPage kind={data.page} block={data.content[data.page]} home={home} countsVisits={data.countsVisits ?? false} />}
        {data.page === "page" && data.customPage && <CustomPage page={data.customPage} home={home} />}
        {data.page === "status" && <StatusPage status={data.statusPage} />}
        {data.page === "compare" && <ComparePage data={data} locationNames={locationNamesOf(data)} />}
        {data.page === "locations" && (
          <LocationsPage
            plans={data.plans}
            categories={data.categories}
            links={links}
            path={localizedPath(pagePathOf(data), links.language, links.defaultLanguage)}
          />
        )}
        {data.page === "not-found" && <NotFoundPage settings={data.settings} factIndex={data.factIndex} home={home} statusHref={statusHref} />}
      </main>
      <FooterPromo promo={promoForSlot(data.promoCodes, "footer")} locale={data.locale} />
      <Footer
        company={{ ...data.company, name: companyName }}
        settings={data.settings}
        year={data.year}
        onHome={onHome}
        brand={darkBrand}
        categories={data.categories}
        pages={data.footerPages ?? []}
        hasLocations={(data.locations ?? []).length > 0}
        defaultLanguage={data.locale.defaultLanguage}
      />
    </>
  );
}
