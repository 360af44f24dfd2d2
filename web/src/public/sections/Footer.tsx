import type { CompanyInfo, PublicCategory, PublicPageSummary, PublicSiteSettings } from "../../../../common/contracts";
import { Brand, type LogoProps } from "../components/Logo";
import { anchorHref, externalProps, homeHref, type LinkLocale } from "../links";
import "./footer.css";

interface FooterProps {
  company: CompanyInfo;
  settings: PublicSiteSettings;
  year: number;
  onHome: boolean;
  /** The uploaded logo (if any). */
  brand?: Pick<LogoProps, "logoUrl" | "logoSize">;
  /** The active categories in display order: the Services links. */
  categories?: readonly Pick<PublicCategory, "key" | "display_name">[];
  /** The published pages marked for the footer: linked in the Company group. */
  pages?: readonly Pick<PublicPageSummary, "slug" | "title">[];
  /** Links to the site's pages stay in the page's language. */
  locale?: LinkLocale;
}

interface FooterLink {
  label: string;
  href: string;
}

/** The standard Services links, for a site without categories. */
const STANDARD_SERVICES: FooterLink[] = [
  { label: "Shared Hosting", href: "#hosting" },
  { label: "VPS Hosting", href: "#vps" },
  { label: "Game Servers", href: "#gameservers" },
];

/**
 * Footer: Services (one link per category section, the standard three without categories), Support and Company
 * (with the pages marked for the footer) link groups and the copyright line (current year).
 */
export function Footer({ company, settings, year, onHome, brand, categories = [], pages = [], locale }: FooterProps) {
  const services = categories.length > 0 ? categories.map((category) => ({ label: category.display_name, href: `#${category.key}` })) : STANDARD_SERVICES;
  const groups: { title: string; links: FooterLink[] }[] = [
    { title: "Services", links: services },
    {
      title: "Support",
      links: [
        { label: "Client Portal", href: settings.client_area_url },
        { label: "Game Panel", href: settings.game_panel_url },
        { label: "System Status", href: settings.status_page_url },
        { label: "Contact Us", href: "#contact" },
      ].filter((link) => link.href),
    },
    {
      title: "Company",
      links: [
        { label: "About Us", href: "#about" },
        { label: "Terms of Service", href: "/terms" },
        { label: "Privacy Policy", href: "/privacy" },
        ...pages.map((page) => ({ label: page.title, href: `/${page.slug}` })),
      ],
    },
  ];
  return (
    <footer className="site-footer on-dark">
      <div className="container footer-grid">
        <div className="footer-brand">
          <Brand name={company.name} href={onHome ? "#home" : homeHref(locale)} {...brand} />
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
                  <a href={anchorHref(link.href, onHome, locale)} {...externalProps(link.href)}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container footer-bottom">
        <p>
          © {year} {company.name || "Hosting"}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
