import { useApi } from "../../api/client";
import { useSiteSettings } from "../../api/siteSettings";
import { tabAddress } from "../../lib/tabAddress";
import { statusLinkTarget } from "./statusLink";

const SETTINGS_LINK = <a href={tabAddress("settings", "status")}>Site Settings → Status monitor</a>;

/** One line: where the website's status links (header badge, footer) take visitors now. */
export function StatusLinkNote() {
  const { baseUrl } = useApi();
  const { data } = useSiteSettings();
  if (!data) return null;
  const target = statusLinkTarget(data);
  return (
    <p className="info-box status-link-note" data-target={target.kind}>
      {target.kind === "own" && (
        <>
          Visitors' status links (header badge, footer) go to this site's own status page,{" "}
          <a href={`${baseUrl}${target.path}`} target="_blank" rel="noreferrer">
            {target.path}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          . A separate status page address in {SETTINGS_LINK} would replace it.
        </>
      )}
      {target.kind === "address" && (
        <>
          Visitors' status links (header badge, footer) go to <span className="status-link-address">{target.url}</span>, the status page address set in{" "}
          {SETTINGS_LINK}. Empty it there to send them to this site's own status page (/status) instead.
        </>
      )}
      {target.kind === "none" && (
        <>
          Visitors get no status link yet: set the Uptime Kuma address in {SETTINGS_LINK}, and the header badge and footer link to this site's own status page
          (/status).
        </>
      )}
    </p>
  );
}
