import type { CompanyInfo, PublicCategory, PublicPageSummary, PublicSiteSettings } from "../../../../common/contracts";
import type { Language } from "../../../../common/i18n/languages";
import { Brand, type LogoProps } from "../components/Logo";
import { formatText } from "../i18n/catalog";
import { useTexts } from "../i18n/PageTexts";
import { useLinkLocale } from "../i18n/useLinkLocale";
import { anchorHref, externalProps, homeHref } from "../links";
import { companyLinks, type FooterLink } from "./footerLinks";
import footerCss from "./footer.css?inline";
import { siteNameOf } from "../../../../common/siteName";
import { LOCATIONS_PAGE_PATH } from "../../../../common/publicPages";
import { stylesheet, useStylesheet } from "../styles/stylesheets";

const FOOTER_STYLES = stylesheet(footerCss);

interface FooterProps {
  company: CompanyInfo;
  settings: PublicSiteSettings;
  year: number;
  onHome: boolean;
  /** The uploaded logo for the dark footer (if any; see darkBackgroundLogo). */
  brand?: Pick<LogoProps, "logoUrl" | "logoSize" | "plate">;
  /** The active categories in display order: the Services links. */
  categories?: readonly Pick<PublicCategory, "key" | "display_name">[];
  /** The published pages marked for the footer: linked in the Company group. */
  pages?: readonly Pick<PublicPageSummary, "slug" | "title">[];
  /** The site lists its locations: Services links to the locations page. */
  hasLocations?: boolean;
  /** The site's default language: links to the site's pages stay in the page's language (from its context). */
  defaultLanguage: Language;
}

/**
 * Footer: Services (one link per category section, the standard three without categories, and the locations page
 * when the site lists locations), Support and Company
 * (terms, privacy, the imprint, and the pages marked for the footer) link groups and the copyright line (current year).
 */
export function Footer({ company, settings, year, onHome, brand, categories = [], pages = [], hasLocations = false, defaultLanguage }: FooterProps) {
  useStylesheet(FOOTER_STYLES);
  const allTexts = useTexts();
  const texts = allTexts.footer;
  const links = useLinkLocale(defaultLanguage);
  /** The standard Services links, for a site without categories. */
  const standardServices: FooterLink[] = [
    { label: texts.sharedHosting, href: "#hosting" },
    { label: texts.vpsHosting, href: "#vps" },
    { label: texts.gameServers, href: "#gameservers" },
  ];
  const services = [
    ...(categories.length > 0 ? categories.map((category) => ({ label: category.display_name, href: `#${category.key}` })) : standardServices),
    ...(hasLocations ? [{ label: allTexts.locations.title, href: LOCATIONS_PAGE_PATH }] : []),
  ];
  const groups: { title: string; links: FooterLink[] }[] = [
    { title: texts.services, links: services },
    {
      title: texts.support,
      links: [
        { label: texts.clientPortal, href: settings.client_area_url },
        { label: texts.gamePanel, href: settings.game_panel_url },
        { label: texts.systemStatus, href: settings.status_page_url },
        { label: texts.contactUs, href: "#contact" },
      ].filter((link) => link.href),
    },
    {
      title: texts.company,
      links: companyLinks(
        [
          { label: texts.aboutUs, href: "#about" },
          { label: texts.termsOfService, href: "/terms" },
          { label: texts.privacyPolicy, href: "/privacy" },
          { label: texts.imprint, href: "/imprint" },
        ],
        pages.map((page) => ({ label: page.title, href: `/${page.slug}` })),
      ),
    },
  ];
  return (
    <footer className="site-footer on-dark">
      <div className="container footer-grid">
        <div className="footer-brand">
          <Brand name={company.name} href={onHome ? "#home" : homeHref(links)} {...brand} />
          {company.tagline && <p className="footer-tagline">{company.tagline}</p>}
          {company.contact_email && (
            <p className="footer-contact">
              <a href={`mailto:${company.contact_email}`}>{company.contact_email}</a>
            </p>
          )}
        </div>
        {groups.map((group) => (
          <nav key={group.title} className="footer-group" aria-label={group.title}>
            <h2 className="footer-title">{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={`${link.label} ${link.href}`}>
                  <a href={anchorHref(link.href, onHome, links)} {...externalProps(link.href)}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container footer-bottom">
        <p>{formatText(texts, "copyright", { year, name: siteNameOf({ company, settings }) })}</p>
      </div>
    </footer>
  );
}
