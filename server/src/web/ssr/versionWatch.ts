/** How often a watch looks whether the data changed. */
const LOOK_EVERY_MS = 1_000;

/** A running watch of the data's version (watchVersion). */
export interface VersionWatch {
  /** Looks now (as the next tick would): `changed` runs if the version moved since the last look. */
  look(): void;
  stop(): void;
}

/**
 * Calls `changed` whenever `version()` moved since the last look: looked at every second (the timer does not keep
 * the process alive), and whenever `look()` is called. The first look is at once when `lookNow`, else the version
 * now counts as seen. For the workers that follow the site's data (rendering markdown ahead, warming a page
 * render worker): a write never waits for them, and a burst of writes makes one look's worth of work.
 */
export function watchVersion(version: () => string, changed: () => void, { lookNow = false } = {}): VersionWatch {
  let seen: string | null = lookNow ? null : version();
  const look = () => {
    const now = version();
    if (now === seen) return;
    seen = now;
    changed();
  };
  if (lookNow) look();
  const timer = setInterval(look, LOOK_EVERY_MS);
  timer.unref();
  return { look, stop: () => clearInterval(timer) };
}
