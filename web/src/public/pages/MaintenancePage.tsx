import type { CompanyInfo, PublicSiteSettings, SystemStatus } from "../../../../common/contracts";
import { Brand, type LogoProps } from "../components/Logo";
import { StatusBadge } from "../components/StatusBadge";
import { FilledText, useTexts } from "../i18n/PageTexts";
import maintenanceCss from "./maintenance.css?inline";
import { stylesheet, useStylesheet } from "../styles/stylesheets";

const MAINTENANCE_STYLES = stylesheet(maintenanceCss);

interface MaintenancePageProps {
  name: string;
  company: CompanyInfo;
  settings: PublicSiteSettings;
  status: SystemStatus | null;
  message: string;
  /** The logo for the page's dark background (see darkBackgroundLogo). */
  brand?: Pick<LogoProps, "logoUrl" | "logoSize" | "plate">;
  /** The home page in the page's language. */
  home?: string;
  /** Where the status badge links ("": nowhere), in the page's language. */
  statusHref: string;
}

/** Every public page while maintenance mode is on (HTTP 503): the brand, the message, the contact e-mail, the status badge (unless switched off). */
export function MaintenancePage({ name, company, settings, status, message, brand, home = "/", statusHref }: MaintenancePageProps) {
  useStylesheet(MAINTENANCE_STYLES);
  const texts = useTexts().maintenance;
  return (
    <main id="main" className="maintenance on-dark">
      <div className="container maintenance-inner">
        <Brand name={name} href={home} {...brand} />
        <h1 className="maintenance-title">{texts.title}</h1>
        <p className="maintenance-message">{message || texts.message}</p>
        {company.contact_email && (
          <p className="maintenance-contact">
            <FilledText text={texts.questions} parts={{ email: <a href={`mailto:${company.contact_email}`}>{company.contact_email}</a> }} />
          </p>
        )}
        {settings.show_status_badge !== false && (
          <div className="maintenance-status">
            <StatusBadge initial={status} interval={settings.status_update_interval} href={statusHref} />
          </div>
        )}
      </div>
    </main>
  );
}
