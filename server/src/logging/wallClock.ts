/** How often the offset between the monotonic clock and the wall clock is read again. */
const RESYNC_MS = 1000;

let offset = 0;
let offsetReadAt = Number.NEGATIVE_INFINITY;

/**
 * The wall-clock time (milliseconds since the epoch, as Date.now() gives) of a `performance.now()` reading.
 * For code that runs on every request and already has such a reading: Date.now() is a call into V8's runtime,
 * a few times dearer there than an addition. The offset between the two clocks is read again every second, so
 * a step of the wall clock (NTP, a resumed virtual machine) shows within a second; between reads the result is
 * at most 1 ms behind Date.now(), never ahead of it.
 */
export function wallClockAt(monotonic: number): number {
  if (monotonic - offsetReadAt > RESYNC_MS) readOffset();
  return Math.floor(monotonic + offset);
}

/** Readings of the two clocks further apart than this (the thread was paused between them) are taken again. */
const CLOSE_READINGS_MS = 0.1;

/**
 * The offset of the wall clock against the monotonic clock, with the monotonic reading taken after the wall
 * clock's: a pause between the two (a busy machine) then makes results late, never early. Readings a pause split
 * are taken again, up to three times.
 */
function readOffset(): void {
  for (let attempt = 0; attempt < 3; attempt++) {
    const before = performance.now();
    const wall = Date.now();
    offsetReadAt = performance.now();
    offset = wall - offsetReadAt;
    if (offsetReadAt - before <= CLOSE_READINGS_MS) return;
  }
}
