import type { NavigationItem, PublicSiteSettings, SystemStatus } from "../../../../common/contracts";
import type { PageLocale } from "../../../../common/publicPages";
import { hasSwitchers, LocaleSwitchers } from "../components/LocaleSwitchers";
import { Brand, type LogoProps } from "../components/Logo";
import { CloseIcon, MenuIcon } from "../components/Icons";
import { StatusBadge } from "../components/StatusBadge";
import { enhance } from "../enhance/names";
import { useTexts } from "../i18n/PageTexts";
import { useLinkLocale } from "../i18n/useLinkLocale";
import { anchorHref, externalProps, homeHref } from "../links";
import headerCss from "./header.css?inline";
import { stylesheet, useStylesheet } from "../styles/stylesheets";

const HEADER_STYLES = stylesheet(headerCss);

interface HeaderProps {
  companyName: string;
  navigation: NavigationItem[];
  settings: PublicSiteSettings;
  status: SystemStatus | null;
  onHome: boolean;
  /** The uploaded logo (if any). */
  brand?: Pick<LogoProps, "logoUrl" | "logoSize">;
  /** What the site offers and the page's currency (the page's language comes from its context). */
  locale: Omit<PageLocale, "language">;
  /** The page's default-language path: the language switcher links to it in each language. */
  pagePath: string;
  /** Where the status badge links ("": nowhere), in the page's language. */
  statusHref: string;
}

/**
 * Site header: logo, server navigation, mobile menu, Client Area / Game Panel, status badge (unless the settings
 * switch it off: then nothing polls the status either). On small screens the navigation is a popover the menu
 * button opens and closes, without scripts too; `header.client.ts` adds its expanded state, label and close icon
 * (which waits in a `<template>`) and its labels in the page's language (`data-open-label`, `data-close-label`).
 */
export function Header({ companyName, navigation, settings, status, onHome, brand, locale, pagePath, statusHref }: HeaderProps) {
  useStylesheet(HEADER_STYLES);
  const texts = useTexts().header;
  const links = useLinkLocale(locale.defaultLanguage);
  const link = (href: string, external: boolean) => ({ href: anchorHref(href, onHome, links), ...externalProps(href, external) });

  return (
    <header className="site-header" {...enhance("header")}>
      <div className={hasSwitchers(locale) ? "container header-bar header-bar--switchers" : "container header-bar"}>
        <Brand name={companyName} href={onHome ? "#home" : homeHref(links)} {...brand} />
        <nav id="site-nav" className="site-nav" aria-label={texts.mainNavigation} popover="auto">
          <ul className="nav-list">
            {navigation.map((item) => (
              <li key={item.id} className={item.dropdown_items.length ? "nav-item has-dropdown" : "nav-item"}>
                <a className="nav-link" {...link(item.href, item.is_external)}>
                  {item.label}
                </a>
                {item.dropdown_items.length > 0 && (
                  <ul className="dropdown">
                    {item.dropdown_items.map((entry) => (
                      <li key={`${entry.label}-${entry.href}`}>
                        <a className="dropdown-link" {...link(entry.href, false)}>
                          {entry.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
          <LocaleSwitchers locale={locale} pagePath={pagePath} />
          <div className="header-actions">
            {settings.client_area_url && (
              <a className="btn btn--outline btn--small" href={settings.client_area_url}>
                {texts.clientArea}
              </a>
            )}
            {settings.game_panel_url && (
              <a className="btn btn--primary btn--small" href={settings.game_panel_url}>
                {texts.gamePanel}
              </a>
            )}
          </div>
        </nav>
        {settings.show_status_badge !== false && <StatusBadge initial={status} interval={settings.status_update_interval} href={statusHref} />}
        <button
          type="button"
          className="menu-toggle"
          popoverTarget="site-nav"
          aria-controls="site-nav"
          data-open-label={texts.openMenu}
          data-close-label={texts.closeMenu}
        >
          <MenuIcon />
          <span className="visually-hidden">{texts.openMenu}</span>
          <template>
            <CloseIcon />
          </template>
        </button>
      </div>
    </header>
  );
}
