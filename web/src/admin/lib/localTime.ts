/**
 * Times in datetime-local inputs: the input shows and takes the administrator's own wall-clock time (the browser's
 * time zone), the API stores ISO date-times in UTC. These two functions convert between them.
 */

const pad = (n: number) => String(n).padStart(2, "0");

/** An ISO date-time as the value of a datetime-local input, in the browser's time zone; "" for one that is not a time. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (local time) as an ISO date-time; empty → null; unreadable → as typed (the schema names it). */
export function fromLocalInput(value: string): string | null {
  if (!value.trim()) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
