import type { PublicStatus } from "../../../../../common/contracts";
import { FilledText, useTexts } from "../../i18n/PageTexts";
import { Moment } from "./IncidentCard";

const OVERALL_TEXT = {
  up: "overallUp",
  degraded: "overallDegraded",
  down: "overallDown",
  maintenance: "overallMaintenance",
  unknown: "overallUnknown",
} as const;

/** The banner's icon for each state: a tick, a warning sign, a cross, a wrench, a question mark. */
function OverallIcon({ state }: { state: PublicStatus["overall"] }) {
  const paths: Record<PublicStatus["overall"], string> = {
    up: "M7.5 12.5l3 3 6-6.5",
    degraded: "M12 7.5v5.5M12 16.5h.01",
    down: "M8.5 8.5l7 7M15.5 8.5l-7 7",
    maintenance: "M14.5 6.5a3.5 3.5 0 0 0-4.3 4.3l-4 4a1.4 1.4 0 0 0 2 2l4-4a3.5 3.5 0 0 0 4.3-4.3l-2 2-2-2 2-2Z",
    unknown: "M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.3M12 16.8h.01",
  };
  return (
    <svg className="status-overall-icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" />
      <path d={paths[state]} />
    </svg>
  );
}

/** The state of everything shown, in one clear line, and when the status monitor was last read. */
export function OverallState({ overall, checkedAt }: { overall: PublicStatus["overall"]; checkedAt: string | null }) {
  const texts = useTexts().statusPage;
  return (
    <section className={`status-overall status-overall--${overall}`} aria-labelledby="status-overall-title" data-overall={overall}>
      <OverallIcon state={overall} />
      <div>
        <h2 id="status-overall-title" className="status-overall-title">
          {texts[OVERALL_TEXT[overall]]}
        </h2>
        <p className="status-overall-checked">
          {checkedAt ? <FilledText text={texts.lastChecked} parts={{ time: <Moment iso={checkedAt} /> }} /> : texts.notCheckedYet}
        </p>
      </div>
    </section>
  );
}
