import { useEffect, useRef, type RefObject } from "react";
import { PanelActions, type PanelActionsProps } from "./PanelActions";

interface Props extends PanelActionsProps {
  username: string;
  onLogout: () => void;
  /** The phone menu (tabs and panel actions): open or not, and the button that opens it. */
  menuOpen: boolean;
  onToggleMenu: () => void;
  menuButton: RefObject<HTMLButtonElement | null>;
}

/**
 * The signed-in header: the brand, the panel actions and Logout. On a phone it is one short row: the Menu
 * button (tabs and panel actions), the brand and Logout. Its height is kept in --admin-header-height (the phone
 * menu opens below it).
 */
export function Header({ username, onLogout, menuOpen, onToggleMenu, menuButton, ...actions }: Props) {
  const header = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = header.current;
    const root = element?.closest<HTMLElement>(".admin-root");
    if (!element || !root || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => root.style.setProperty("--admin-header-height", `${Math.ceil(element.getBoundingClientRect().height)}px`));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <header className="admin-header" ref={header}>
      <button type="button" ref={menuButton} className="button menu-button" aria-expanded={menuOpen} aria-controls="admin-menu" onClick={onToggleMenu}>
        <span aria-hidden="true">{menuOpen ? "✕" : "☰"}</span> Menu
      </button>
      <div className="brand">
        <span className="brand-mark" aria-hidden="true">
          HA
        </span>
        <div className="brand-text">
          <strong>Hosting Admin</strong>
          <small className="muted">Signed in as {username}</small>
        </div>
      </div>
      <nav className="header-nav" aria-label="Panel actions">
        <PanelActions {...actions} className="header-actions" />
        <button type="button" className="button danger" onClick={onLogout}>
          Logout
        </button>
      </nav>
    </header>
  );
}
