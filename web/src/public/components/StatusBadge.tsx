import type { SystemStatus } from "../../../../common/contracts";
import { enhance } from "../enhance/names";
import { externalProps } from "../links";
import { useTexts } from "../i18n/PageTexts";
import { statusTexts } from "../../../../common/i18n/pageTexts";
import { badgeReason, badgeView, pollSeconds, STATUS_REASON_ID } from "../statusView";
import statusBadgeCss from "./statusBadge.css?inline";
import { stylesheet, useStylesheet } from "../styles/stylesheets";

const STATUS_BADGE_STYLES = stylesheet(statusBadgeCss);

interface StatusBadgeProps {
  initial: SystemStatus | null;
  interval: number;
  href: string;
}

/**
 * The live status badge, linking to the status page (`href`: the site's own, else one elsewhere, in a new tab). When the status is unknown, the reason (the
 * text of its code, e.g. "Status monitor not configured") is the badge's tooltip and its accessible description.
 * The server renders the status it knows; `statusBadge.client.ts` polls for changes every `interval` seconds and
 * shows them with the page language's texts, which it asks for with its first poll (GET /api/page-texts).
 */
export function StatusBadge({ initial, interval, href }: StatusBadgeProps) {
  useStylesheet(STATUS_BADGE_STYLES);
  const texts = statusTexts(useTexts());
  const view = badgeView(initial, false, texts);
  const reason = badgeReason(initial, false, texts);
  const content = (
    <>
      <span className={`status-dot status-dot--${view.dot}`} aria-hidden="true" />
      <span className="status-text">{view.text}</span>
    </>
  );
  const described = reason ? { title: reason, "aria-describedby": STATUS_REASON_ID } : {};
  const attributes = {
    className: `status-badge status-badge--${view.state}`,
    "data-state": view.state,
    "data-poll-seconds": pollSeconds(interval),
    ...enhance("status-badge"),
    ...described,
  };
  const badge = href ? (
    <a href={href} {...externalProps(href)} {...attributes}>
      {content}
    </a>
  ) : (
    <span role="status" {...attributes}>
      {content}
    </span>
  );
  return (
    <>
      {badge}
      {reason && (
        <span id={STATUS_REASON_ID} className="visually-hidden status-reason">
          {reason}
        </span>
      )}
    </>
  );
}
