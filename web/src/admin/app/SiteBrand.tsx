import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useApi } from "../api/client";

export const SITE_INFO_KEY = ["site-info"] as const;

/** The public site information (name, logo), read without a token: the sign-in screen shows whose panel it is. */
export function useSiteInfo() {
  const { call } = useApi();
  return useQuery({ queryKey: SITE_INFO_KEY, queryFn: () => call("GET /api/site-info", { auth: false }), retry: false, staleTime: 60_000 });
}

/** Two letters of a name for the text mark shown when there is no logo image. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return ((words.length > 1 ? words[0][0] + words[1][0] : (words[0] ?? "").slice(0, 2)) || "HA").toUpperCase();
}

/**
 * The site's logo (the uploaded one, else logo.png of the site root, else a two-letter mark) and name, as the
 * website shows them. The logo is decorative: the name is written next to it. In the dark theme it is the logo
 * for dark backgrounds when one is uploaded, else the uploaded logo on a light plate.
 */
export function SiteBrand({ name, logoUrl, logoDarkUrl }: { name: string; logoUrl: string | null | undefined; logoDarkUrl?: string | null }) {
  const { baseUrl } = useApi();
  const [failed, setFailed] = useState(false);
  const light = logoDarkUrl ? "site-brand-logo site-brand-logo--light" : logoUrl ? "site-brand-logo site-brand-logo--plate" : "site-brand-logo";
  return (
    <div className="site-brand">
      {failed ? (
        <span className="brand-mark" aria-hidden="true">
          {initials(name)}
        </span>
      ) : (
        <>
          <img className={light} src={`${baseUrl}${logoUrl ?? "/logo.png"}`} alt="" height={48} onError={() => setFailed(true)} />
          {logoDarkUrl && (
            <img className="site-brand-logo site-brand-logo--dark" src={`${baseUrl}${logoDarkUrl}`} alt="" height={48} onError={() => setFailed(true)} />
          )}
        </>
      )}
      <span className="site-brand-name">{name}</span>
    </div>
  );
}
