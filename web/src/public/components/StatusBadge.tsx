import type { SystemStatus } from "../../../../common/schemas";
import { useSystemStatus } from "../hooks/useSystemStatus";
import "./statusBadge.css";

interface StatusBadgeProps {
  initial: SystemStatus | null;
  interval: number;
  href: string;
}

/** The live status badge of SPEC §4, linking to the external status page. */
export function StatusBadge({ initial, interval, href }: StatusBadgeProps) {
  const view = useSystemStatus(initial, interval);
  const content = (
    <>
      <span className={`status-dot status-dot--${view.dot}`} aria-hidden="true" />
      <span className="status-text">{view.text}</span>
    </>
  );
  const className = `status-badge status-badge--${view.state}`;
  return href ? (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer" data-state={view.state}>
      {content}
    </a>
  ) : (
    <span className={className} data-state={view.state} role="status">
      {content}
    </span>
  );
}
