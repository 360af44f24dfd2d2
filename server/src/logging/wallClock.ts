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
  if (monotonic - offsetReadAt > RESYNC_MS) {
    offsetReadAt = performance.now();
    offset = Date.now() - offsetReadAt;
  }
  return Math.floor(monotonic + offset);
}
