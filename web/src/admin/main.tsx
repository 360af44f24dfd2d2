import { mountAdminPanel } from "./mount";
import { localTokenStore } from "./api/localTokenStore";

/** The browser entry at /admin: same-origin API (or VITE_API_URL), token in localStorage. */
const element = document.getElementById("admin-root");
if (element) {
  mountAdminPanel(element, {
    apiBaseUrl: import.meta.env.VITE_API_URL ?? "",
    tokenStore: localTokenStore(),
    platform: "web",
  });
}
