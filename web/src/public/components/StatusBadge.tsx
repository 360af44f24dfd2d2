import { useId } from "react";
import type { SystemStatus } from "../../../../common/contracts";
import { useSystemStatus } from "../hooks/useSystemStatus";
import "./statusBadge.css";

interface StatusBadgeProps {
  initial: SystemStatus | null;
  interval: number;
  href: string;
}

/**
 * The live status badge, linking to the external status page. When the status is unknown, the reason
 * (e.g. "Status monitor not configured") is the badge's tooltip and its accessible description.
 */
export function StatusBadge({ initial, interval, href }: StatusBadgeProps) {
  const view = useSystemStatus(initial, interval);
  const reasonId = useId();
  const content = (
    <>
      <span className={`status-dot status-dot--${view.dot}`} aria-hidden="true" />
      <span className="status-text">{view.text}</span>
    </>
  );
  const described = view.reason ? { title: view.reason, "aria-describedby": reasonId } : {};
  const className = `status-badge status-badge--${view.state}`;
  const badge = href ? (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer" data-state={view.state} {...described}>
      {content}
    </a>
  ) : (
    <span className={className} data-state={view.state} role="status" {...described}>
      {content}
    </span>
  );
  return (
    <>
      {badge}
      {view.reason && (
        <span id={reasonId} className="visually-hidden status-reason">
          {view.reason}
        </span>
      )}
    </>
  );
}
