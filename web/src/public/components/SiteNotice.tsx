import type { SiteNotice as Notice } from "../../../../common/publicPages";
import { formatText } from "../i18n/catalog";
import { useLanguage, useTexts } from "../i18n/PageTexts";
import { formatList } from "../pages/status/statusFormat";
import { SITE_NOTICE_ID } from "../pages/status/statusPageIds";
import siteNoticeCss from "./siteNotice.css?inline";
import { stylesheet, useStylesheet } from "../styles/stylesheets";

const SITE_NOTICE_STYLES = stylesheet(siteNoticeCss);

/**
 * One line above every public page while a published incident is open ("Ongoing incident: Mail delays", or how many
 * are open) or, failing that, while a maintenance window is in progress, with a link to the status page (`href`, in
 * the page's language). In the server's HTML from the start, one line high, so nothing moves; nothing otherwise.
 */
export function SiteNotice({ notice, href }: { notice: Notice | null | undefined; href: string }) {
  useStylesheet(SITE_NOTICE_STYLES);
  const texts = useTexts().statusPage;
  const language = useLanguage();
  if (!notice || notice.titles.length === 0) return null;
  const text =
    notice.kind === "maintenance"
      ? formatText(texts, "noticeMaintenance", { title: formatList(notice.titles, language) })
      : notice.titles.length === 1
        ? formatText(texts, "noticeIncident", { title: notice.titles[0] })
        : formatText(texts, "noticeIncidents", { count: notice.titles.length });
  return (
    <aside id={SITE_NOTICE_ID} className={`site-notice site-notice--${notice.kind}`} aria-label={texts.noticeLabel}>
      <div className="container site-notice-inner">
        <span className="site-notice-dot" aria-hidden="true" />
        <p className="site-notice-text" title={text}>
          {text}
        </p>
        <a className="site-notice-link" href={href}>
          {texts.noticeLink}
          <span aria-hidden="true"> →</span>
        </a>
      </div>
    </aside>
  );
}
