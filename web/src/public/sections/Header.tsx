import { useEffect, useRef, useState } from "react";
import type { NavigationItem, PublicSiteSettings, SystemStatus } from "../../../../common/contracts";
import { Brand, type LogoProps } from "../components/Logo";
import { CloseIcon, MenuIcon } from "../components/Icons";
import { StatusBadge } from "../components/StatusBadge";
import { anchorHref, externalProps } from "../links";
import "./header.css";

interface HeaderProps {
  companyName: string;
  navigation: NavigationItem[];
  settings: PublicSiteSettings;
  status: SystemStatus | null;
  onHome: boolean;
  /** The uploaded logo (if any). */
  brand?: Pick<LogoProps, "logoUrl" | "logoSize">;
}

/** Site header: logo, server navigation, mobile menu, Client Area / Game Panel, status badge. */
export function Header({ companyName, navigation, settings, status, onHome, brand }: HeaderProps) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const close = () => setOpen(false);
  const link = (href: string, external: boolean) => ({ href: anchorHref(href, onHome), ...externalProps(href, external), onClick: close });

  return (
    <header className="site-header">
      <div className="container header-bar">
        <Brand name={companyName} href={onHome ? "#home" : "/"} {...brand} />
        <nav id="site-nav" className={open ? "site-nav is-open" : "site-nav"} aria-label="Main">
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
          <div className="header-actions">
            {settings.client_area_url && (
              <a className="btn btn--outline btn--small" href={settings.client_area_url} onClick={close}>
                Client Area
              </a>
            )}
            {settings.game_panel_url && (
              <a className="btn btn--primary btn--small" href={settings.game_panel_url} onClick={close}>
                Game Panel
              </a>
            )}
          </div>
        </nav>
        <StatusBadge initial={status} interval={settings.status_update_interval} href={settings.status_page_url} />
        <button ref={toggle} type="button" className="menu-toggle" aria-expanded={open} aria-controls="site-nav" onClick={() => setOpen((value) => !value)}>
          {open ? <CloseIcon /> : <MenuIcon />}
          <span className="visually-hidden">{open ? "Close menu" : "Open menu"}</span>
        </button>
      </div>
    </header>
  );
}
