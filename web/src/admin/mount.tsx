import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import type { AdminHost } from "./lib/adminHost";
import { AdminApp } from "./app/AdminApp";
import { initialTheme } from "./app/theme";
import "./styles/theme.css";
import "./styles/admin.css";
import "./styles/components.css";
import "./styles/overlays.css";
import "./styles/features.css";
import "./styles/records.css";
import "./styles/account.css";
import "./styles/marketing.css";
import "./styles/overview.css";
import "./styles/status.css";
import "./styles/locations.css";

export type { AdminHost } from "./lib/adminHost";

/** Mounts the admin panel into `element`; answers a function that unmounts it. */
export function mountAdminPanel(element: HTMLElement, host: AdminHost): () => void {
  const root = createRoot(element);
  element.classList.add("admin-root");
  // The theme is set before the first paint, so a dark system never sees a light flash.
  element.dataset.theme = initialTheme();
  root.render(
    <StrictMode>
      <AdminApp host={host} root={element} />
    </StrictMode>,
  );
  return () => root.unmount();
}
